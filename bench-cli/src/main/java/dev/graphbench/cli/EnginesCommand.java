package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.PrintStream;
import java.util.Locale;

/** {@code bench engines}: every engine found, its settings, and whether it can run here now. */
@Parameters(commandDescription = "List every engine found, its settings and environment variables, and whether it can run here")
final class EnginesCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        PrintStream out = context.out();
        EngineCatalog catalog = context.catalog();
        for (EngineProvider provider : catalog.providers()) {
            EngineCatalog.Availability availability = catalog.availability(provider);
            out.printf("%s (%s): %s%n", provider.name(), provider.displayName(), provider.description());
            out.printf("  %s: %s%n", switch (availability.kind()) {
                case CONFIGURED -> "runs";
                case EMBEDDED -> "runs embedded";
                case UNAVAILABLE -> "cannot run here";
            }, availability.detail());
            out.printf("  plans: %s%n", provider.dialect().plans().orElse("none"));
            Settings settings = catalog.settings(provider);
            for (Setting setting : provider.settings()) {
                String value = settings.isSet(setting.key())
                        ? (setting.secret() ? "set (secret)" : Settings.redact(settings.get(setting.key())))
                        : setting.defaultValue() == null ? "unset" : "default " + setting.defaultValue();
                out.printf(Locale.ROOT, "  %-32s %-24s %s%n", setting.environmentVariable(), value, setting.description());
            }
            out.println();
        }
        return ExitCode.OK;
    }
}
