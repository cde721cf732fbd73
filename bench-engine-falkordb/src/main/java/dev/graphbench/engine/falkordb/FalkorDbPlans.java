package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.cypher.SentStatements;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import redis.clients.jedis.exceptions.JedisException;

/**
 * FalkorDB's plans: a read's from {@code GRAPH.PROFILE}, which runs it once more and counts each
 * operator's records; a write's from {@code GRAPH.EXPLAIN}, which does not run it, since FalkorDB has
 * no transaction to roll a second write back in (its plan has no rows). Each plan is lines of text,
 * one an operator, indented four spaces a level: {@code Node By Label Scan | (p:Person) | Records
 * produced: 1000, Execution time: 0.12 ms}.
 */
final class FalkorDbPlans {

    /** How the plans are taken, for {@code Dialect.plans()}. */
    static final String HOW = "GRAPH.PROFILE (GRAPH.EXPLAIN for a write)";

    /** A clause that writes: such a statement is explained, not profiled. */
    private static final Pattern WRITES = Pattern.compile("\\b(CREATE|MERGE|SET|DELETE|REMOVE)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern RECORDS = Pattern.compile("Records produced: (\\d+)");
    private static final Pattern TIME = Pattern.compile("Execution time: ([0-9.]+) ms");
    private static final int INDENT = 4;

    private final FalkorDbEngine engine;

    FalkorDbPlans(FalkorDbEngine engine) {
        this.engine = engine;
    }

    /** The plan of {@code sent}. */
    Plan of(SentStatements.Sent sent) {
        boolean write = WRITES.matcher(sent.cypher()).find();
        try {
            List<String> lines = write ? engine.explain(sent.cypher(), sent.parameters())
                    : engine.profile(sent.cypher(), sent.parameters());
            return parse(sent.cypher(), lines, !write);
        } catch (JedisException e) {
            throw engine.target().failure(e, "to plan a statement");
        }
    }

    /** The plan these lines give; the server's time is the sum of the operators' own times. */
    static Plan parse(String statement, List<String> lines, boolean actual) {
        List<PlanOperator> operators = new ArrayList<>();
        Double serverMs = null;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            int indent = line.length() - line.stripLeading().length();
            String[] parts = line.strip().split("\\s*\\|\\s*");
            List<String> detail = new ArrayList<>();
            Long rows = null;
            for (int i = 1; i < parts.length; i++) {
                Matcher records = RECORDS.matcher(parts[i]);
                if (records.find()) {
                    rows = Long.parseLong(records.group(1));
                    Matcher time = TIME.matcher(parts[i]);
                    if (time.find()) {
                        serverMs = (serverMs == null ? 0 : serverMs) + Double.parseDouble(time.group(1));
                    }
                } else {
                    detail.add(parts[i]);
                }
            }
            operators.add(new PlanOperator(indent / INDENT, parts[0], String.join(" | ", detail), null, rows));
        }
        return new Plan(statement, "text", String.join("\n", lines), actual, operators, serverMs);
    }
}
