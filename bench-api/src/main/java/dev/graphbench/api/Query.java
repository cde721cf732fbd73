package dev.graphbench.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A question every engine answers in its own language: its id, the parameters each engine binds by
 * name, the shape of its answer and whether the order of its rows is part of it. Each engine's
 * {@link Dialect} holds one statement per query id it supports. Queries are data: the workload
 * catalogue ({@link WorkloadCatalogue}) defines them, and a plugin can define queries of its own.
 *
 * <p>Answers are rows (see {@link Answer}). Where {@link #ordered()} is true the rows come in the
 * order the query defines, ties broken by id ascending; otherwise their order carries no meaning.
 *
 * <p>An engine may have several statements for one query, each a form of its own that answers the same
 * (its pattern and its breadth-first search procedure, say): the query's own statement, named by its id,
 * and its {@linkplain #variant variants}, each named {@code <id>@<variant>} ({@code reach@levels}). A query
 * id has no {@code @}, so a variant's name can never be another query's id.
 */
public final class Query {

    /** What an answer is. */
    public enum Shape {
        /** One row of one whole number: {@code [[count]]}. */
        COUNT,
        /** Rows of values. */
        ROWS,
        /**
         * One row of one column, a document (a JSON object or array, as text or as maps and lists), or
         * no row when the id it is asked for names no node; compared as JSON, members and list elements
         * in any order.
         */
        DOCUMENT
    }

    private static final String NAME = "[a-z][a-z0-9-]*";

    private final String id;
    private final Shape shape;
    private final boolean ordered;
    private final List<Parameter> parameters;
    private final ReferenceAnswer reference;
    /** The statement an engine runs for this query, when the harness gives it (a workload folder's); null otherwise. */
    private final String statement;

    private Query(String id, Shape shape, boolean ordered, List<Parameter> parameters, ReferenceAnswer reference) {
        this(id, shape, ordered, parameters, reference, null);
    }

    private Query(String id, Shape shape, boolean ordered, List<Parameter> parameters, ReferenceAnswer reference,
                  String statement) {
        this.statement = statement;
        this.id = Objects.requireNonNull(id, "id");
        this.shape = Objects.requireNonNull(shape, "shape");
        this.ordered = ordered;
        this.parameters = List.copyOf(parameters);
        this.reference = reference;
        if (parameters.stream().map(Parameter::name).distinct().count() != parameters.size()) {
            throw new IllegalArgumentException(id + " names a parameter twice: " + parameters);
        }
    }

    /** A count: one row of one whole number. */
    public static Query count(String id, Parameter... parameters) {
        return new Query(checked(id), Shape.COUNT, true, List.of(parameters), null);
    }

    /** Rows whose order is part of the answer, as the statement orders them, ties broken by id ascending. */
    public static Query orderedRows(String id, Parameter... parameters) {
        return new Query(checked(id), Shape.ROWS, true, List.of(parameters), null);
    }

    /** Rows whose order carries no meaning. */
    public static Query rows(String id, Parameter... parameters) {
        return new Query(checked(id), Shape.ROWS, false, List.of(parameters), null);
    }

    /** One document, or no row when the id asked for names no node. */
    public static Query document(String id, Parameter... parameters) {
        return new Query(checked(id), Shape.DOCUMENT, false, List.of(parameters), null);
    }

    private static String checked(String id) {
        if (id == null || !id.matches(NAME)) {
            throw new IllegalArgumentException("a query id is lower case letters, digits and dashes, got '" + id + "'");
        }
        return id;
    }

    /**
     * This query, answered by the reference engine through {@code reference}: how a query that the
     * reference engine does not know (a plugin's) brings its reference answer. Engines ignore it.
     */
    public Query answeredBy(ReferenceAnswer reference) {
        return new Query(id, shape, ordered, parameters, Objects.requireNonNull(reference, "reference"));
    }

    /**
     * The same question asked through an engine's statement named {@code <id>@<name>}: the same parameters,
     * shape and reference answer, its id that statement's name.
     *
     * @param name the variant's name, lower case letters, digits and dashes: {@code levels}
     * @throws IllegalArgumentException when the name is not one, or this query is a variant already
     */
    public Query variant(String name) {
        if (baseId().length() != id.length()) {
            throw new IllegalArgumentException(id + " is a variant already; a variant has no variants");
        }
        if (name == null || !name.matches(NAME)) {
            throw new IllegalArgumentException("a variant's name is lower case letters, digits and dashes, got '"
                    + name + "'");
        }
        return new Query(id + "@" + name, shape, ordered, parameters, reference);
    }

    /**
     * This query, its statement given: what an engine runs for it instead of a statement of its own, as the harness
     * gives it for a workload of a folder ({@link WorkloadCatalogue#statement}). An engine reads it through
     * {@link Dialect#statement(Query)}, which gives it first; its parameters are bound by name as any statement's.
     */
    public Query stated(String statement) {
        if (statement == null || statement.isBlank()) {
            throw new IllegalArgumentException(id + ": a statement given for it is empty");
        }
        return new Query(id, shape, ordered, parameters, reference, statement);
    }

    /** The statement given for this query ({@link #stated}); empty for a query each engine has its own statement for. */
    public Optional<String> statement() {
        return Optional.ofNullable(statement);
    }

    /** The id of the query this one is a variant of ({@code reach} for {@code reach@levels}); its own id otherwise. */
    public String baseId() {
        int at = id.indexOf('@');
        return at < 0 ? id : id.substring(0, at);
    }

    /**
     * The base query's id of a statement named {@code name}: {@code reach} for {@code reach} and for
     * {@code reach@levels}. An engine's statements file names each statement so.
     */
    public static String baseId(String name) {
        int at = name.indexOf('@');
        return at < 0 ? name : name.substring(0, at);
    }

    /** The stable id, as written in reports, results files and engines' statement files. */
    public String id() {
        return id;
    }

    /** What an answer is. */
    public Shape shape() {
        return shape;
    }

    /** Whether the order of the answer's rows is part of the answer. */
    public boolean ordered() {
        return ordered;
    }

    /** The query's parameters; every engine binds them by their names. */
    public List<Parameter> parameters() {
        return parameters;
    }

    /** The parameter named {@code name}, when the query has one. */
    public Optional<Parameter> parameter(String name) {
        return parameters.stream().filter(parameter -> parameter.name().equals(name)).findFirst();
    }

    /** How the reference engine answers it, when the query brings its own answer (see {@link #answeredBy}). */
    public Optional<ReferenceAnswer> reference() {
        return Optional.ofNullable(reference);
    }

    /**
     * Checks a call's arguments: a value of the right kind for every parameter but the optional ones,
     * and nothing else. The harness checks every call once, before it times any, so engines need not.
     *
     * @throws IllegalArgumentException one line saying what is missing, extra or wrong
     */
    public void check(Map<String, ?> arguments) {
        for (Parameter parameter : parameters) {
            if (arguments.containsKey(parameter.name())) {
                parameter.check(this, arguments.get(parameter.name()));
            } else if (!parameter.optional()) {
                throw new IllegalArgumentException(id + " needs " + parameter.name() + ", "
                        + parameter.describe() + "; got " + arguments.keySet());
            }
        }
        for (String name : arguments.keySet()) {
            if (parameter(name).isEmpty()) {
                throw new IllegalArgumentException(id + " takes " + parameters.stream().map(Parameter::name).toList()
                        + ", not " + name);
            }
        }
    }

    /** Queries are the same when their ids, shapes, row orders and parameters are. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Query query && id.equals(query.id) && shape == query.shape && ordered == query.ordered
                && parameters.equals(query.parameters);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /** Its id. */
    @Override
    public String toString() {
        return id;
    }
}
