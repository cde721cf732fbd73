package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.math.BigDecimal;
import java.util.Iterator;

/** The generated code-collaboration graph of a scale factor and a seed. */
public final class GeneratedDataset implements Dataset {

    private final DatasetSpec spec;
    private Manifest manifest;

    /** The graph of {@code spec}; its manifest is generated when first asked for. */
    public GeneratedDataset(DatasetSpec spec) {
        this.spec = spec;
    }

    /** Its scale factor and seed. */
    public DatasetSpec spec() {
        return spec;
    }

    @Override
    public String name() {
        return Datasets.GENERATED;
    }

    @Override
    public String label() {
        return "sf" + BigDecimal.valueOf(spec.scaleFactor()).stripTrailingZeros().toPlainString();
    }

    @Override
    public GraphSchema schema() {
        return GraphSchema.GENERATED;
    }

    @Override
    public Iterator<Node> nodes() {
        return new Generator(spec).nodes();
    }

    @Override
    public Iterator<Relationship> relationships() {
        return new Generator(spec).relationships();
    }

    @Override
    public synchronized Manifest manifest() {
        if (manifest == null) {
            manifest = new Generator(spec).manifest();
        }
        return manifest;
    }

    @Override
    public ArgumentLists arguments() {
        return new ArgumentLists(spec);
    }

    @Override
    public long seed() {
        return spec.seed();
    }

    @Override
    public double scaleFactor() {
        return spec.scaleFactor();
    }
}
