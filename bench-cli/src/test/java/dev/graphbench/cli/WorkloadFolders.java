package dev.graphbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small property graph in the importer's CSV convention (people, movies and genres, typed properties, two
 * relationship types) and a workload folder of reads of it, as a user writes them: the tests of workload folders
 * start from these and change one thing.
 */
final class WorkloadFolders {

    private WorkloadFolders() {
    }

    /** The graph, in {@code parent}/graph. */
    static Path graph(Path parent) throws IOException {
        Path graph = Files.createDirectories(parent.resolve("graph"));
        Files.writeString(graph.resolve("people.nodes.csv"), """
                personId:ID(Person),name,born:int,:LABEL
                p1,Keanu Reeves,1964,Person
                p2,Carrie-Anne Moss,1967,Person
                p3,Laurence Fishburne,1961,Person
                p4,Audrey Tautou,1976,Person
                """);
        Files.writeString(graph.resolve("movies.nodes.csv"), """
                movieId:ID(Movie),title,released:int,rating:double,:LABEL
                m1,The Matrix,1999,8.7,Movie
                m2,The Matrix Reloaded,2003,7.2,Movie
                m3,John Wick,2014,7.4,Movie
                m4,Amélie,2001,8.3,Movie
                m5,Memento,2000,8.4,Movie
                """);
        Files.writeString(graph.resolve("genres.nodes.csv"), """
                genreId:ID(Genre),name,:LABEL
                g1,Action,Genre
                g2,Comedy,Genre
                g3,Thriller,Genre
                """);
        Files.writeString(graph.resolve("acted_in.relationships.csv"), """
                :START_ID(Person),:END_ID(Movie),:TYPE,role
                p1,m1,ACTED_IN,Neo
                p1,m2,ACTED_IN,Neo
                p1,m3,ACTED_IN,John
                p2,m1,ACTED_IN,Trinity
                p2,m2,ACTED_IN,Trinity
                p2,m5,ACTED_IN,Natalie
                p3,m1,ACTED_IN,Morpheus
                p4,m4,ACTED_IN,Amélie
                """);
        Files.writeString(graph.resolve("in_genre.relationships.csv"), """
                :START_ID(Movie),:END_ID(Genre),:TYPE
                m1,g1,IN_GENRE
                m2,g1,IN_GENRE
                m3,g1,IN_GENRE
                m3,g3,IN_GENRE
                m4,g2,IN_GENRE
                m5,g3,IN_GENRE
                """);
        return graph;
    }

    /** The folder of reads, an ordered, a set and a count, with an index, in {@code parent}/workloads. */
    static Path reads(Path parent) throws IOException {
        Path folder = Files.createDirectories(parent.resolve("workloads"));
        Files.writeString(folder.resolve("workloads.yaml"), """
                workloads:
                  - name: actor-films
                    title: "films an actor played in, newest first"
                    phase: read
                    parameters:
                      actor: {ids: Person}
                    answer: ordered
                  - name: genre-films
                    title: "films of a genre"
                    phase: read
                    parameters:
                      genre: {values: Genre.name}
                    answer: set
                  - name: films-since
                    title: "films released since a year"
                    phase: read
                    parameters:
                      year: {range: [1995, 2015]}
                    answer: count
                indexes:
                  - {label: Movie, property: title}
                """);
        Files.writeString(folder.resolve("actor-films.cypher"), """
                MATCH (p:Person {id: $actor})-[:ACTED_IN]->(m:Movie)
                RETURN m.title, m.released ORDER BY m.released DESC, m.title
                """);
        Files.writeString(folder.resolve("actor-films.sql"), """
                SELECT m.title, m.released FROM acted_in a JOIN movie m ON m.id = a.target
                WHERE a.source = :actor ORDER BY m.released DESC, m.title
                """);
        Files.writeString(folder.resolve("genre-films.cypher"), """
                // a genre's films, in any order
                MATCH (m:Movie)-[:IN_GENRE]->(g:Genre {name: $genre}) RETURN m.title
                """);
        Files.writeString(folder.resolve("genre-films.sql"), """
                SELECT m.title FROM in_genre i JOIN genre g ON g.id = i.target JOIN movie m ON m.id = i.source
                WHERE g.name = :genre -- bound, never spliced: ':genre' in a literal is text
                """);
        Files.writeString(folder.resolve("films-since.cypher"),
                "MATCH (m:Movie) WHERE m.released >= $year RETURN count(m);\n");
        Files.writeString(folder.resolve("films-since.sql"),
                "SELECT count(*) FROM movie WHERE released >= CAST(:year AS bigint) AND title <> ':year'::text;\n");
        return folder;
    }

    /**
     * The folder of reads with three writes, each checked by a read: an update (a film re-released), an insert (a
     * role) and a delete (a film, with its relationships), in {@code parent}/workloads.
     */
    static Path writes(Path parent) throws IOException {
        Path folder = reads(parent);
        String reads = Files.readString(folder.resolve("workloads.yaml"));
        Files.writeString(folder.resolve("workloads.yaml"), reads.replace("indexes:", """
                  - name: film-released
                    title: "a film's title and year"
                    phase: read
                    parameters:
                      film: {ids: Movie}
                    answer: ordered
                  - name: roles
                    title: "an actor's roles in a film"
                    phase: read
                    parameters:
                      person: {ids: Person}
                      film: {ids: Movie}
                    answer: set
                  - name: re-release
                    title: "a film re-released: its year changed"
                    phase: update
                    parameters:
                      film: {ids: Movie}
                      year: {range: [1900, 1950]}
                    check: film-released
                  - name: add-role
                    title: "a role added: a new ACTED_IN"
                    phase: insert
                    parameters:
                      person: {ids: Person}
                      film: {ids: Movie}
                    check: roles
                  - name: drop-film
                    title: "a film deleted, with its relationships"
                    phase: delete
                    parameters:
                      film: {ids: Movie}
                    check: film-released
                indexes:"""));
        Files.writeString(folder.resolve("film-released.cypher"),
                "MATCH (m:Movie {id: $film}) RETURN m.title, m.released");
        Files.writeString(folder.resolve("film-released.sql"), "SELECT title, released FROM movie WHERE id = :film");
        Files.writeString(folder.resolve("roles.cypher"),
                "MATCH (:Person {id: $person})-[r:ACTED_IN]->(:Movie {id: $film}) RETURN r.role");
        Files.writeString(folder.resolve("roles.sql"),
                "SELECT role FROM acted_in WHERE source = :person AND target = :film");
        Files.writeString(folder.resolve("re-release.cypher"), "MATCH (m:Movie {id: $film}) SET m.released = $year");
        Files.writeString(folder.resolve("re-release.sql"), "UPDATE movie SET released = :year WHERE id = :film");
        Files.writeString(folder.resolve("add-role.cypher"), """
                MATCH (p:Person {id: $person}), (m:Movie {id: $film})
                CREATE (p)-[:ACTED_IN {role: 'Extra'}]->(m)
                """);
        Files.writeString(folder.resolve("add-role.sql"),
                "INSERT INTO acted_in (source, target, role) VALUES (:person, :film, 'Extra')");
        Files.writeString(folder.resolve("drop-film.cypher"), "MATCH (m:Movie {id: $film}) DETACH DELETE m");
        Files.writeString(folder.resolve("drop-film.sql"), """
                WITH roles AS (DELETE FROM acted_in WHERE target = :film),
                     genres AS (DELETE FROM in_genre WHERE source = :film)
                DELETE FROM movie WHERE id = :film
                """);
        return folder;
    }
}
