package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a default run's five engines fits a 1,280-pixel window: headless Chromium lays the page out at that
 * width, and nothing on it reaches past the window's right edge, nor does any table scroll sideways in its box.
 * Skipped, and reported as skipped, where Chromium is not installed.
 */
class PageWidthTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final int WIDTH = 1280;
    /**
     * Run once the page is laid out: the page's width, then every element that reaches past the window or scrolls
     * sideways, one a line; written into the page, which Chromium then prints.
     */
    private static final String MEASURE = """
            <script>
            addEventListener('load', () => {
              const wide = [];
              const name = el => el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined
                  && el.className ? '.' + el.className : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"';
              document.querySelectorAll('body *').forEach(el => {
                const box = el.getBoundingClientRect();
                const parent = el.parentElement.getBoundingClientRect();
                // The outermost element that reaches past the window: those inside it are said with it.
                if (box.width > 0 && box.right > innerWidth + 0.5 && parent.right <= innerWidth + 0.5) {
                  wide.push(name(el) + ' reaches ' + Math.round(box.right) + ' px');
                }
                const overflow = getComputedStyle(el).overflowX;
                if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
                  wide.push(name(el) + ' scrolls: ' + el.scrollWidth + ' px in ' + el.clientWidth);
                }
              });
              const out = document.createElement('pre');
              out.id = 'measured';
              out.textContent = 'window ' + innerWidth + ', page ' + document.documentElement.scrollWidth + '\\n'
                  + wide.join('\\n');
              document.body.appendChild(out);
            });
            </script>
            """;
    private static final Pattern MEASURED = Pattern.compile("<pre id=\"measured\">(.*?)</pre>", Pattern.DOTALL);

    @Test
    void theDefaultRunsReportFitsA1280PixelWindow(@TempDir Path folder) throws IOException, InterruptedException {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM),
                "Chromium is not installed at " + CHROMIUM + "; on Debian: apt-get install -y chromium");
        List<EngineRun> runs = SyntheticResults.fourEngines("call 3 failed: timeout");
        runs.add(SyntheticResults.run("falkordb", 30, null));
        SyntheticResults.writeHopsCalls(runs, folder);
        String html = HtmlReport.render(Report.of(runs, folder));
        Path page = folder.resolve("report.html");
        Files.writeString(page, html.replace("</body>", MEASURE + "</body>"));

        Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--user-data-dir=" + folder.resolve("profile"),
                "--window-size=" + WIDTH + ",1000", "--virtual-time-budget=5000", "--dump-dom",
                page.toUri().toString())
                .redirectError(folder.resolve("chromium.log").toFile()).start();
        byte[] dom = chromium.getInputStream().readAllBytes();
        if (!chromium.waitFor(120, TimeUnit.SECONDS)) {
            chromium.destroyForcibly();
            throw new AssertionError("Chromium took over 120 s: " + Files.readString(folder.resolve("chromium.log")));
        }
        Matcher measured = MEASURED.matcher(new String(dom, java.nio.charset.StandardCharsets.UTF_8));
        assertThat(measured.find()).as("the page measured itself: " + Files.readString(folder.resolve("chromium.log")))
                .isTrue();
        List<String> lines = measured.group(1).replace("&quot;", "\"").replace("&amp;", "&").lines().toList();

        assertThat(lines.getFirst()).isEqualTo("window " + WIDTH + ", page " + WIDTH);
        assertThat(lines.subList(1, lines.size())).as("what does not fit " + WIDTH + " px").isEmpty();
    }
}
