package dev.graphbench.runner.session;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The harness's own version, from the Maven metadata packaged with it. */
final class Versions {

    private Versions() {
    }

    static String harness() {
        try (InputStream in = Versions.class.getResourceAsStream(
                "/META-INF/maven/dev.graphbench/bench-runner/pom.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "dev");
        } catch (IOException e) {
            return "dev";
        }
    }
}
