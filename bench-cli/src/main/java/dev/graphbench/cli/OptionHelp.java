package dev.graphbench.cli;

import dev.graphbench.options.RunOption;
import java.util.ListResourceBundle;

/**
 * The help of an option of another command that is also a {@link RunOption} ({@code descriptionKey} in
 * its {@code @Parameter}, such as {@code bench report --output}, the key its name in {@code OptionNames}): the
 * option's own words.
 */
final class OptionHelp extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        return RunOption.all().stream()
                .map(option -> new Object[] {option.toString(), RunOptionArguments.describe(option)})
                .toArray(Object[][]::new);
    }
}
