package dev.graphbench.cli;

import dev.graphbench.workloads.RunOption;
import java.util.ListResourceBundle;

/**
 * The help of every option that names a {@link RunOption} ({@code descriptionKey} in its
 * {@code @Parameter}): the option's own words, so that {@code --help} says what the library checks.
 */
final class OptionHelp extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        return RunOption.all().stream().map(option -> new Object[] {option.name(), describe(option)})
                .toArray(Object[][]::new);
    }

    /** The option's help, as {@code --help} and the README print it; its default is the field's. */
    static String describe(RunOption<?> option) {
        return Character.toUpperCase(option.help().charAt(0)) + option.help().substring(1);
    }
}
