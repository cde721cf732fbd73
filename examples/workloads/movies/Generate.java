import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Writes a small movie-and-rating property graph in the CSV convention of Neo4j's bulk importer, shaped
 * like the recommendations graph MarsDB's benchmark loads (movies, the people who acted in and directed
 * them, genres, users and their ratings), but invented here: every title and name is made up from a
 * seeded random stream, so the same scale always writes the same files.
 *
 * <pre>java Generate.java OUT_DIR [SCALE]</pre>
 *
 * SCALE 1 (the default) writes 1,000 movies, 2,500 people, 600 users and 20 genres (4,120 nodes) and
 * about 27,000 relationships; the counts grow linearly with it (0.1 for a tiny graph, 100 for 100,000
 * movies).
 */
public final class Generate {

    private static final String[] GENRES = {"Action", "Adventure", "Animation", "Comedy", "Crime",
            "Documentary", "Drama", "Family", "Fantasy", "History", "Horror", "Music", "Mystery", "Romance",
            "Sci-Fi", "Sport", "Thriller", "War", "Western", "Noir"};
    private static final String[] WORDS = {"Silent", "River", "Last", "Night", "Glass", "Winter", "Iron",
            "Garden", "Lost", "Signal", "Paper", "Crown", "Harbor", "Echo", "Stone", "Orbit", "Velvet",
            "Shadow", "Bright", "North", "Hollow", "Ember", "Salt", "Mirror", "Quiet", "Storm", "Golden",
            "Distant", "Little", "Broken"};
    private static final String[] GIVEN = {"Ada", "Ben", "Cleo", "Dario", "Edith", "Farid", "Greta",
            "Hugo", "Ines", "Jonah", "Kira", "Luca", "Mara", "Nils", "Olga", "Pablo", "Quinn", "Rosa",
            "Sami", "Tove", "Umar", "Vera", "Wim", "Xenia", "Yusuf", "Zoe"};
    private static final String[] FAMILY = {"Abbot", "Brandt", "Castell", "Dunmore", "Eklund", "Faro",
            "Gallo", "Hartley", "Ivers", "Jovic", "Kessler", "Lindqvist", "Moreau", "Novak", "Okafor",
            "Pereira", "Quist", "Rinaldi", "Sorensen", "Tanaka", "Ueda", "Valdez", "Weller", "Yilmaz", "Zeller"};

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: java Generate.java OUT_DIR [SCALE]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        double scale = args.length == 2 ? Double.parseDouble(args[1]) : 1;
        if (!(scale > 0)) {
            System.err.println("SCALE must be above 0, got " + args[1]);
            System.exit(2);
        }
        int movies = Math.max(10, (int) Math.round(1_000 * scale));
        int people = Math.max(25, (int) Math.round(2_500 * scale));
        int users = Math.max(6, (int) Math.round(600 * scale));
        Files.createDirectories(out);
        Random random = new Random(42);
        long relationships = 0;

        try (PrintWriter w = writer(out, "genre.nodes.csv")) {
            w.println("genreId:ID(Genre),name,:LABEL");
            for (int g = 0; g < GENRES.length; g++) {
                w.println("g" + g + "," + GENRES[g] + ",Genre");
            }
        }
        try (PrintWriter w = writer(out, "movie.nodes.csv")) {
            w.println("movieId:ID(Movie),title,released:int,imdbId:int,imdbRating:float,runtime:int,languages:string[],:LABEL");
            for (int m = 0; m < movies; m++) {
                String title = WORDS[random.nextInt(WORDS.length)] + " " + WORDS[random.nextInt(WORDS.length)]
                        + " " + (m + 1);
                double rating = Math.round((3 + random.nextDouble() * 6.5) * 10) / 10.0;
                String languages = random.nextInt(4) == 0 ? "en;fr" : "en";
                w.printf(Locale.ROOT, "m%d,\"%s\",%d,%d,%.1f,%d,%s,Movie%n", m, title, 1950 + random.nextInt(75),
                        100_000 + m, rating, 80 + random.nextInt(100), languages);
            }
        }
        try (PrintWriter w = writer(out, "person.nodes.csv")) {
            w.println("personId:ID(Person),name,born:int,:LABEL");
            for (int p = 0; p < people; p++) {
                String name = GIVEN[random.nextInt(GIVEN.length)] + " " + FAMILY[random.nextInt(FAMILY.length)];
                // A few people have no birth year: a missing value, as the importer reads an empty cell.
                String born = random.nextInt(20) == 0 ? "" : String.valueOf(1920 + random.nextInt(85));
                w.println("p" + p + "," + name + "," + born + "," + (p % 10 == 0 ? "Person;Director" : "Person"));
            }
        }
        try (PrintWriter w = writer(out, "user.nodes.csv")) {
            w.println("userId:ID(User),name,:LABEL");
            for (int u = 0; u < users; u++) {
                w.println("u" + u + ",user " + u + ",User");
            }
        }
        try (PrintWriter w = writer(out, "in_genre.relationships.csv")) {
            w.println(":START_ID(Movie),:END_ID(Genre),:TYPE");
            for (int m = 0; m < movies; m++) {
                for (int g : distinct(random, 1 + random.nextInt(3), GENRES.length)) {
                    w.println("m" + m + ",g" + g + ",IN_GENRE");
                    relationships++;
                }
            }
        }
        try (PrintWriter w = writer(out, "acted_in.relationships.csv")) {
            w.println(":START_ID(Person),:END_ID(Movie),role,:TYPE");
            for (int m = 0; m < movies; m++) {
                for (int p : distinct(random, 3 + random.nextInt(4), people)) {
                    w.println("p" + p + ",m" + m + ",\"" + GIVEN[random.nextInt(GIVEN.length)] + "\",ACTED_IN");
                    relationships++;
                }
            }
        }
        try (PrintWriter w = writer(out, "directed.relationships.csv")) {
            w.println(":START_ID(Person),:END_ID(Movie),:TYPE");
            for (int m = 0; m < movies; m++) {
                // Directors are the people whose number ends in 0, so that the Director label means something.
                w.println("p" + (random.nextInt((people + 9) / 10) * 10) + ",m" + m + ",DIRECTED");
                relationships++;
            }
        }
        try (PrintWriter w = writer(out, "rated.relationships.csv")) {
            w.println(":START_ID(User),:END_ID(Movie),rating:float,ratedAt:long,:TYPE");
            for (int u = 0; u < users; u++) {
                // A user rates 5 to 55 movies, the popular ones (low numbers) more often.
                for (int m : skewed(random, 5 + random.nextInt(51), movies)) {
                    w.printf(Locale.ROOT, "u%d,m%d,%.1f,%d,RATED%n", u, m, 0.5 * (1 + random.nextInt(10)),
                            1_000_000_000L + random.nextInt(700_000_000));
                    relationships++;
                }
            }
        }
        Files.writeString(out.resolve("graph.json"), """
                {
                  "nodes": [
                    {"files": ["genre.nodes.csv"]},
                    {"files": ["movie.nodes.csv"]},
                    {"files": ["person.nodes.csv"]},
                    {"files": ["user.nodes.csv"]}
                  ],
                  "relationships": [
                    {"files": ["in_genre.relationships.csv"]},
                    {"files": ["acted_in.relationships.csv"]},
                    {"files": ["directed.relationships.csv"]},
                    {"files": ["rated.relationships.csv"]}
                  ]
                }
                """);
        System.out.printf(Locale.ROOT, "%s: %,d nodes, %,d relationships%n", out,
                GENRES.length + movies + people + users, relationships);
    }

    private static PrintWriter writer(Path out, String name) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(out.resolve(name), StandardCharsets.UTF_8));
    }

    /** {@code count} distinct numbers below {@code bound}, in the order drawn. */
    private static List<Integer> distinct(Random random, int count, int bound) {
        Set<Integer> seen = new HashSet<>();
        List<Integer> drawn = new ArrayList<>();
        while (drawn.size() < Math.min(count, bound)) {
            int n = random.nextInt(bound);
            if (seen.add(n)) {
                drawn.add(n);
            }
        }
        return drawn;
    }

    /** As {@link #distinct}, low numbers more likely: the square of a uniform draw leans towards 0. */
    private static List<Integer> skewed(Random random, int count, int bound) {
        Set<Integer> seen = new HashSet<>();
        List<Integer> drawn = new ArrayList<>();
        while (drawn.size() < Math.min(count, bound)) {
            double u = random.nextDouble();
            int n = (int) (u * u * bound);
            if (seen.add(n)) {
                drawn.add(n);
            }
        }
        return drawn;
    }
}
