package dev.graphbench.options.values;

import java.nio.file.Path;
import java.util.Optional;

/** A folder or a file, as a path, or none for an empty text; what it holds is read when a run is set up, not here. */
public record OptionalFolder() implements ValueType<Optional<Path>> {

    @Override
    public Optional<Path> read(String option, String text) {
        return text.isBlank() ? Optional.empty() : Optional.of(Path.of(text.strip()));
    }

    @Override
    public String show(Optional<Path> folder) {
        return folder.map(Path::toString).orElse("");
    }
}
