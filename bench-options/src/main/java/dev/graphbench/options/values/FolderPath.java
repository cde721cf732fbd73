package dev.graphbench.options.values;

import java.nio.file.Path;

/** A folder, as a path; whether it can be written is checked before a run starts, not here. */
public record FolderPath() implements ValueType<Path> {

    @Override
    public Path read(String option, String text) {
        return Path.of(text);
    }

    @Override
    public String show(Path path) {
        return path.toString();
    }
}
