package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's pages hold together: every relative link of {@code README.md}, {@code CHANGELOG.md} and
 * the pages under {@code docs/} points to a file of the project and, with a {@code #fragment}, to a heading
 * of that page, as GitHub names its anchors; and every class a Java snippet of theirs imports exists.
 */
class DocsLinksTest {

    private static final Path ROOT = Path.of(System.getProperty("basedir", ".")).resolve("..").toAbsolutePath()
            .normalize();
    private static final Pattern FENCE = Pattern.compile("(?ms)^```(\\w*)\\n(.*?)^```");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`\\n]*`");
    private static final Pattern HTML_COMMENT = Pattern.compile("(?s)<!--.*?-->");
    /** {@code [text](target)} and {@code ![alt](target)}, the text maybe over several lines. */
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} +(.+?) *$");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import ([\\w.]+);$");

    /** The pages a reader goes through: the front door, the changelog and everything under docs/. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CHANGELOG.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(file -> file.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The page's text without code, whose brackets and hashes are not links or headings, nor comments. */
    private static String prose(String markdown) {
        String text = FENCE.matcher(markdown).replaceAll("");
        text = HTML_COMMENT.matcher(text).replaceAll("");
        return CODE_SPAN.matcher(text).replaceAll("");
    }

    /** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchors(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher heading = HEADING.matcher(FENCE.matcher(markdown).replaceAll(""));
        while (heading.find()) {
            String slug = heading.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int times = seen.merge(slug, 1, Integer::sum);
            anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
        }
        return anchors;
    }

    /** What is wrong with each relative link of {@code page}, one line each; none when every one holds. */
    static List<String> brokenLinks(Path root, Path page) {
        List<String> broken = new ArrayList<>();
        Matcher link = LINK.matcher(prose(read(page)));
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("[a-zA-Z][a-zA-Z+.-]*:.*")) {
                continue;
            }
            int hash = target.indexOf('#');
            String path = hash < 0 ? target : target.substring(0, hash);
            Path file = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
            String where = root.relativize(page) + ": (" + target + ")";
            if (!file.startsWith(root) || !Files.exists(file)) {
                broken.add(where + " names no file of the project");
            } else if (hash >= 0 && !anchors(read(file)).contains(target.substring(hash + 1))) {
                broken.add(where + " names no heading of " + root.relativize(file) + "; its anchors are "
                        + anchors(read(file)));
            }
        }
        return broken;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyRelativeLinkPointsToAFileAndAHeadingOfIt() throws IOException {
        List<String> broken = new ArrayList<>();
        int pages = 0;
        for (Path page : pages()) {
            broken.addAll(brokenLinks(ROOT, page));
            pages++;
        }
        assertThat(pages).as("README, CHANGELOG and the docs pages").isGreaterThan(5);
        assertThat(broken).as("broken links").isEmpty();
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsFound(@TempDir Path root) throws IOException {
        Files.writeString(root.resolve("other.md"), "# Other\n\n## Options of `run`\n\n```\n# not a heading\n```\n");
        Path page = root.resolve("page.md");
        Files.writeString(page, """
                # Page
                [good](other.md#options-of-run) [also good](#page) [gone](missing.md)
                [wrong heading](other.md#not-a-heading) `[code](missing.md)` [outside](../x.md)
                """);
        assertThat(brokenLinks(root, page)).hasSize(3)
                .anySatisfy(line -> assertThat(line).startsWith("page.md: (missing.md) names no file"))
                .anySatisfy(line -> assertThat(line).startsWith("page.md: (other.md#not-a-heading) names no heading"))
                .anySatisfy(line -> assertThat(line).startsWith("page.md: (../x.md) names no file"));
    }

    @Test
    void anchorsAreGitHubsOwn() {
        assertThat(anchors("# The harness's own cost\n## Load: offered rates, many clients\n## Notes\n## Notes\n"))
                .containsExactly("the-harnesss-own-cost", "load-offered-rates-many-clients", "notes", "notes-1");
    }

    @Test
    void everyClassAJavaSnippetImportsExists() throws IOException {
        List<String> imports = new ArrayList<>();
        for (Path page : pages()) {
            Matcher fence = FENCE.matcher(read(page));
            while (fence.find()) {
                if (fence.group(1).equals("java")) {
                    Matcher imported = IMPORT.matcher(fence.group(2));
                    while (imported.find()) {
                        imports.add(imported.group(1));
                    }
                }
            }
        }
        assertThat(imports).as("the imports of the library snippet").contains("dev.graphbench.runner.Benchmark",
                "dev.graphbench.report.Report");
        List<String> missing = imports.stream().filter(name -> {
            try {
                Class.forName(name, false, getClass().getClassLoader());
                return false;
            } catch (ClassNotFoundException e) {
                return true;
            }
        }).toList();
        assertThat(missing).as("classes imported by a Java snippet of the pages").isEmpty();
    }
}
