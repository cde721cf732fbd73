package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.tables.html.EngineStyle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Headless Chromium renders the page: a screenshot that is not blank and shows every engine's
 * colour, so the charts were drawn. Skipped, and reported as skipped, where Chromium is not
 * installed. The screenshot is kept as {@code target/report-screenshot.png} to look at.
 */
class ScreenshotTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    /** Tall enough for the whole page, down to the hops chart at its end. */
    private static final int HEIGHT = 7600;

    @Test
    void chromiumDrawsTheTablesAndTheCharts(@TempDir Path folder) throws IOException, InterruptedException {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM),
                "Chromium is not installed at " + CHROMIUM + "; on Debian: apt-get install -y chromium");
        Path page = folder.resolve("report.html");
        List<EngineRun> runs = SyntheticResults.fourEngines("call 3 failed: timeout");
        SyntheticResults.writeHopsCalls(runs, folder);
        Report report = Report.of(runs, folder);
        HtmlReport.write(report, page);
        Path png = folder.resolve("report.png");
        Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--user-data-dir=" + folder.resolve("profile"),
                "--window-size=1400," + HEIGHT, "--screenshot=" + png, page.toUri().toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("chromium.log").toFile()).start();
        if (!chromium.waitFor(120, TimeUnit.SECONDS)) {
            chromium.destroyForcibly();
            throw new AssertionError("Chromium took over 120 s: " + Files.readString(folder.resolve("chromium.log")));
        }
        assertThat(chromium.exitValue()).as(Files.readString(folder.resolve("chromium.log"))).isZero();
        Files.createDirectories(Path.of("target"));
        Files.copy(png, Path.of("target", "report-screenshot.png"), StandardCopyOption.REPLACE_EXISTING);

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1400);
        assertThat(image.getHeight()).isEqualTo(HEIGHT);
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                colours.add(rgb);
                if (rgb != 0xFFFFFF) {
                    inked++;
                }
            }
        }
        assertThat(colours).as("text and charts are anti-aliased in many shades").hasSizeGreaterThan(200);
        assertThat(inked).as("pixels that are not the white page").isGreaterThan(image.getWidth() * image.getHeight() / 4 / 20);
        // Every engine's bars, lines and points are drawn in its own colour.
        Map<String, EngineStyle> styles = EngineStyle.of(report.engines(), report.judgeLabel());
        assertThat(styles.values()).extracting(EngineStyle::colour).doesNotHaveDuplicates().hasSize(runs.size());
        styles.forEach((engine, style) -> assertThat(colours).as("%s's colour %s", engine, style.colour())
                .contains(Integer.parseInt(style.colour().substring(1), 16)));
    }
}
