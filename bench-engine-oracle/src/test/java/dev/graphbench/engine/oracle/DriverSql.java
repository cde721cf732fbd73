package dev.graphbench.engine.oracle;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * What the Oracle driver itself makes of a statement's text, with no server: the parser that
 * {@code prepareStatement} runs ({@code oracle.jdbc.driver.OracleSql}, reached by reflection, as it
 * is the driver's own and not public API; pinned with the driver's version). It counts the bind
 * variables as the driver binds them (a {@code ?} inside a literal is none), tells a query from a
 * PL/SQL block, and refuses what the driver would refuse before sending anything, such as {@code ?}
 * and {@code :name} in one statement.
 *
 * @param kind       the driver's kind of statement: {@code SELECT}, {@code PLSQL_BLOCK}, {@code OTHER}, ...
 * @param parameters the bind variables the driver counts
 * @param sent       the text the driver sends, each bind variable renamed {@code :1}, {@code :2}, ...
 */
record DriverSql(String kind, int parameters, String sent) {

    /** Parses {@code sql} as the driver does on {@code prepareStatement}. */
    static DriverSql parse(String sql) {
        try {
            Class<?> type = Class.forName("oracle.jdbc.driver.OracleSql");
            Constructor<?> constructor = type.getConstructor(Class.forName("oracle.jdbc.driver.DBConversion"),
                    boolean.class);
            Object parser = constructor.newInstance(null, false);
            call(type, parser, "initialize", new Class<?>[] {String.class}, sql);
            String kind = call(type, parser, "getSqlKind", new Class<?>[0]).toString();
            int parameters = (Integer) call(type, parser, "getParameterCount", new Class<?>[0]);
            String sent = (String) call(type, parser, "getSql", new Class<?>[] {boolean.class, boolean.class}, true,
                    false);
            return new DriverSql(kind, parameters, sent);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the driver's statement parser is not where this driver version has it", e);
        }
    }

    private static Object call(Class<?> type, Object parser, String name, Class<?>[] parameterTypes, Object... arguments)
            throws ReflectiveOperationException {
        Method method = type.getDeclaredMethod(name, parameterTypes);
        method.setAccessible(true);
        try {
            return method.invoke(parser, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof java.sql.SQLException refused) {
                throw new IllegalArgumentException("the driver refuses the statement: "
                        + refused.getMessage().lines().findFirst().orElse(""), refused);
            }
            throw e;
        }
    }
}
