package dev.graphbench.options.values;

import java.util.ArrayList;
import java.util.List;

/** Comma-separated items, an empty one refused: the way every list-valued option is written. */
public final class Items {

    private Items() {
    }

    /**
     * The comma-separated items of {@code text}, stripped.
     *
     * @throws IllegalArgumentException one line naming the option and the empty item
     */
    public static List<String> split(String option, String text) {
        List<String> items = new ArrayList<>();
        for (String item : text.split(",", -1)) {
            if (item.isBlank()) {
                throw new IllegalArgumentException("--" + option + " has an empty item in '" + text
                        + "'; separate the items with single commas, such as a,b");
            }
            items.add(item.strip());
        }
        return items;
    }

    /** None for a blank text, else its items. */
    public static List<String> orNone(String option, String text) {
        return text.isBlank() ? List.of() : split(option, text);
    }

    /** Items as the command line writes them: comma-separated, no spaces. */
    public static String joined(List<?> items) {
        return String.join(",", items.stream().map(String::valueOf).toList());
    }
}
