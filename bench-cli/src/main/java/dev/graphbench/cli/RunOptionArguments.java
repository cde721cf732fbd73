package dev.graphbench.cli;

import dev.graphbench.options.RunOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The options of a command that are {@link RunOption}s, read from the words the command's parser did
 * not know ({@code --calls 30}, {@code --calls=30}, a flag alone) and written into its help: the
 * command line declares no field per option, so an option added to {@link RunOption#all()} is on the
 * command line, in its help and in the builder at once.
 */
final class RunOptionArguments {

    private static final int NAME_WIDTH = 18;

    private final List<RunOption<?>> options;

    /** The arguments of {@code options}. */
    RunOptionArguments(List<RunOption<?>> options) {
        this.options = List.copyOf(options);
    }

    /** The options this command takes. */
    List<RunOption<?>> options() {
        return options;
    }

    /**
     * Each option given, by option, its value as written (a flag's is empty).
     *
     * @throws UsageException one line naming a word that is no option of the command, or an option without its value
     */
    Map<RunOption<?>, String> parse(List<String> words) {
        Map<RunOption<?>, String> given = new LinkedHashMap<>();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (!word.startsWith("--")) {
                throw new UsageException("'" + word + "' is no option; options are written --name value (see --help)");
            }
            int equals = word.indexOf('=');
            String name = word.substring(2, equals < 0 ? word.length() : equals);
            RunOption<?> option = options.stream().filter(candidate -> candidate.name().equals(name)).findFirst()
                    .orElseThrow(() -> new UsageException("unknown option --" + name + "; the options are "
                            + options.stream().map(RunOption::toString).collect(Collectors.joining(", "))
                            + " (see bench --help)"));
            String value;
            if (equals >= 0) {
                value = word.substring(equals + 1);
            } else if (option.isFlag()) {
                value = "";
            } else if (i + 1 < words.size() && !words.get(i + 1).startsWith("--")) {
                value = words.get(++i);
            } else {
                throw new UsageException(option + " needs a value: " + option.help());
            }
            given.put(option, value);
        }
        return given;
    }

    /**
     * The options, one a line, as {@code --help} prints them: name, what it means, default (a flag's too,
     * as the README's table of options gives it).
     */
    String usage() {
        StringBuilder usage = new StringBuilder("  Options:\n");
        for (RunOption<?> option : options) {
            String name = option + (option.isFlag() ? "" : " <value>");
            usage.append(String.format(Locale.ROOT, "    %-" + NAME_WIDTH + "s %s%s%n", name, describe(option),
                    option.defaultText().isEmpty() ? "" : " (default: " + option.defaultText() + ")"));
        }
        return usage.toString();
    }

    /** The option's help, as {@code --help} and the docs print it: its first letter capitalised. */
    static String describe(RunOption<?> option) {
        return Character.toUpperCase(option.help().charAt(0)) + option.help().substring(1);
    }
}
