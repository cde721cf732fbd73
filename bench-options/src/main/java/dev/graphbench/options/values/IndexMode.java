package dev.graphbench.options.values;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a run does with the indexes a workload folder declares ({@code --indexes}): creates them after the load
 * ({@link #WITH}), leaves them out ({@link #WITHOUT}), or measures each of the folder's reads without them, then
 * creates them and measures it again, on the same loaded graph ({@link #BOTH}).
 */
public enum IndexMode {

    /** Created after the load. */
    WITH,
    /** Not created. */
    WITHOUT,
    /** Each of the folder's reads measured without, then with them. */
    BOTH;

    /** The value type that reads it: {@code with}, {@code without} or {@code both}. */
    public static final ValueType<IndexMode> TYPE = new ValueType<>() {
        @Override
        public IndexMode read(String option, String text) {
            return Arrays.stream(values()).filter(mode -> mode.word().equals(text)).findFirst()
                    .orElseThrow(() -> ValueType.wrong(option, "one of " + Arrays.stream(values()).map(IndexMode::word)
                            .collect(Collectors.joining(", ")), text));
        }

        @Override
        public String show(IndexMode value) {
            return value.word();
        }
    };

    /** As the command line writes it. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
