package dev.graphbench.conformance;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.ReferenceGraph;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.workloads.answers.Canonical;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * A small property graph in the header convention of Neo4j's importer, written by the kit, and the check that
 * an engine holds every value of it as it was given: each node's and relationship's properties read back on
 * the engine, by a statement of the engine's own (a {@link Reader}), must have the canonical text
 * ({@link Canonical}) of the values the files hold.
 *
 * <p>The graph has every property type and arrays of four, values left empty (missing), a quoted empty
 * string, text with a comma, quotes, a line break and letters outside ASCII, a whole number past a double's
 * precision, nodes of several labels (a label that is some nodes' first and others' second), a label and a
 * property named by SQL reserved words, a label and a type with a space in their names, ID spaces, a gzipped
 * file and the importer's header-file convention. Its datetimes are whole seconds, which FalkorDB keeps.
 */
public final class PropertyGraphs {

    private PropertyGraphs() {
    }

    /**
     * How an engine gives back a property graph's values, by a statement of its own, through the conversion its
     * sessions give every answer: each row one node of a label ({@code id}, then the label's properties in
     * order), or one relationship of a type (its start's id, its end's, then the type's properties).
     */
    public interface Reader {

        /** Every node that has {@code label}. */
        List<List<Object>> nodes(Label label);

        /** Every relationship of {@code type}. */
        List<List<Object>> relationships(RelType type);
    }

    /** Writes the kit's property graph into {@code folder}, which {@code --dataset csv:FOLDER} then reads. */
    public static Path write(Path folder) {
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("graph.json"), """
                    {
                      "nodes": [
                        {"files": ["movies.csv"], "labels": ["Movie"]},
                        {"files": ["people.csv.gz"]},
                        {"files": ["orders-data.csv"], "header": "orders-header.csv"}
                      ],
                      "relationships": [
                        {"files": ["acted_in.csv"], "type": "ACTED_IN"},
                        {"files": ["rated.csv.gz", "placed.csv"]}
                      ]
                    }
                    """);
            Files.writeString(folder.resolve("movies.csv"), """
                    movieId:ID(Movie),title,released:int,rating:double,score:float,tags:string[],premiere:datetime,\
                    dvd:date,seen:localdatetime,sold:boolean,counts:long[],weights:double[],days:date[],:LABEL
                    m1,"The Matrix, \"\"1999\"\"\",1999,8.7,0.1,action;sci-fi,1999-03-31T20:00:00-08:00,1999-09-21,\
                    2024-01-02T03:04:05,true,1;-2;9007199254740993,0.25;-1.5,1999-01-01;2000-02-29,Sequel
                    m2,Amélie — 日本,2001,-0.5,,,2001-04-25T00:00:00Z,,,false,,,,
                    m3,"line one
                    line two",-2147483648,1e300,2.5,,,2024-02-29,1970-01-01T00:00:00,,,,,
                    """);
            gzip(folder.resolve("people.csv.gz"), """
                    personId:ID(Person),name,born:int,:LABEL
                    p1,Keanu Reeves,1964,Person;Actor
                    p2,"",,Person;Director
                    p3,Carrie-Anne Moss,1967,Person;Actor
                    p4,Lilly Wachowski,1967,Director;Person
                    """);
            Files.writeString(folder.resolve("orders-header.csv"), "id:ID(Order),select,total:double,:LABEL\n");
            Files.writeString(folder.resolve("orders-data.csv"), """
                    o1,first,1.5,Order
                    o2,,2,Order;Big Deal
                    """);
            Files.writeString(folder.resolve("acted_in.csv"), """
                    :START_ID(Person),role,:END_ID(Movie),since:date,weight:double
                    p1,Neo,m1,1999-03-31,1.0
                    p1,Neo,m3,,
                    p3,Trinity,m1,1999-03-31,0.75
                    """);
            gzip(folder.resolve("rated.csv.gz"), """
                    :START_ID(Person),:END_ID(Movie),:TYPE,stars:byte,at:localdatetime,notes:string[]
                    p2,m1,RATED,5,2024-05-31T09:30:00,great;again
                    p2,m2,RATED,-1,,
                    """);
            Files.writeString(folder.resolve("placed.csv"), """
                    :START_ID(Order),:END_ID(Person),:TYPE
                    o1,p1,PLACED BY
                    o2,p4,PLACED BY
                    """);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the kit's property graph into " + folder, e);
        }
    }

    private static void gzip(Path file, String text) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Drops {@code engine}'s schema, creates it for {@code dataset} and loads it. */
    public static void load(Engine engine, Dataset dataset) {
        engine.schema().drop();
        engine.schema().create(dataset.schema());
        engine.loader().loadNodes(dataset.nodes(), stored -> { });
        engine.loader().loadRelationships(dataset.relationships(), stored -> { });
        engine.schema().afterLoad();
    }

    /**
     * Loads {@code dataset} into {@code engine}, then reads every label's nodes and every type's relationships
     * back through {@code reader}: a line for each label or type whose rows differ from the files', and for
     * counts that differ from the manifest's; empty when the engine holds the graph as given.
     */
    public static List<String> check(Engine engine, Dataset dataset, Reader reader) {
        load(engine, dataset);
        List<String> differences = new ArrayList<>();
        engine.loader().counts().differencesFrom(dataset.manifest().counts())
                .forEach(difference -> differences.add("counts: " + difference));
        expected(dataset).forEach((name, rows) -> {
            String read;
            try {
                read = canonical(name.startsWith("label ") ? reader.nodes(dataset.schema().label(name.substring(6)))
                        : reader.relationships(dataset.schema().type(name.substring(5))));
            } catch (RuntimeException e) {
                differences.add(name + ": failed: " + e.getMessage());
                return;
            }
            if (!read.equals(rows)) {
                differences.add(name + ": read " + read + ", the files hold " + rows);
            }
        });
        return differences;
    }

    /** The canonical rows of every label ({@code "label Movie"}) and type ({@code "type RATED"}) of {@code dataset}. */
    static Map<String, String> expected(Dataset dataset) {
        Map<String, List<List<Object>>> rows = new LinkedHashMap<>();
        dataset.schema().labels().forEach(label -> rows.put("label " + label.graphName(), new ArrayList<>()));
        dataset.schema().types().forEach(type -> rows.put("type " + type.name(), new ArrayList<>()));
        for (Iterator<Node> nodes = dataset.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            for (Label label : node.labels()) {
                List<Object> row = new ArrayList<>();
                for (Property property : label.properties()) {
                    row.add(node.get(property.name()));
                }
                rows.get("label " + label.graphName()).add(row);
            }
        }
        for (Iterator<Relationship> relationships = dataset.relationships(); relationships.hasNext(); ) {
            Relationship relationship = relationships.next();
            List<Object> row = new ArrayList<>();
            row.add(relationship.srcId());
            row.add(relationship.dstId());
            row.addAll(Arrays.asList(relationship.values()));
            rows.get("type " + relationship.type().name()).add(row);
        }
        Map<String, String> canonical = new LinkedHashMap<>();
        rows.forEach((name, list) -> canonical.put(name, canonical(list)));
        return canonical;
    }

    /** The canonical text of {@code rows} as an engine's answer has it: whole numbers as {@link Answer} makes them. */
    private static String canonical(List<List<Object>> rows) {
        return Canonical.rows(new Answer(rows).rows(), false);
    }

    /** The reference engine's reader: its graph as {@link ReferenceGraph} gives it, through a session. */
    public static Reader reference(Session session) {
        return new Reader() {
            @Override
            public List<List<Object>> nodes(Label label) {
                Query query = Query.rows("kit-property-graph-nodes").answeredBy((graph, arguments) -> {
                    List<List<Object>> rows = new ArrayList<>();
                    for (int node = 0; node < graph.size(label); node++) {
                        List<Object> row = new ArrayList<>();
                        for (Property property : label.properties()) {
                            row.add(graph.property(label, node, property.name()));
                        }
                        rows.add(row);
                    }
                    return new Answer(rows);
                });
                return session.execute(query, Map.of()).rows();
            }

            @Override
            public List<List<Object>> relationships(RelType type) {
                Query query = Query.rows("kit-property-graph-relationships").answeredBy((graph, arguments) -> {
                    List<List<Object>> rows = new ArrayList<>();
                    ReferenceGraph.Adjacency out = graph.outgoing(type);
                    for (int node = 0; node < graph.size(type.from()); node++) {
                        for (int position = out.start(node); position < out.end(node); position++) {
                            List<Object> row = new ArrayList<>();
                            row.add(graph.id(type.from(), node));
                            row.add(graph.id(type.to(), out.target(position)));
                            for (Property property : type.properties()) {
                                row.add(graph.property(type, position, property.name()));
                            }
                            rows.add(row);
                        }
                    }
                    return new Answer(rows);
                });
                return session.execute(query, Map.of()).rows();
            }
        };
    }
}
