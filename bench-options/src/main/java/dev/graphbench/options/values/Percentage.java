package dev.graphbench.options.values;

/** A share from 0 to below 1, written as a percentage ({@code 5%}) or a fraction ({@code 0.05}); written back as a percentage. */
public record Percentage() implements ValueType<Double> {

    @Override
    public Double read(String option, String text) {
        String what = "a percentage such as 5% (or a fraction such as 0.05), or 0 for none";
        return text.endsWith("%") ? Decimal.parse(option, text.substring(0, text.length() - 1), what) / 100
                : Decimal.parse(option, text, what);
    }

    @Override
    public Double check(String option, Double share) {
        if (!(share >= 0) || share >= 1) {
            throw ValueType.wrong(option, "from 0% (every call) to below 100%", show(share));
        }
        return share;
    }

    /** A fraction as a percentage: 5% for 0.05. */
    @Override
    public String show(Double share) {
        return ValueType.plain(Math.round(share * 1e6) / 1e4) + "%";
    }
}
