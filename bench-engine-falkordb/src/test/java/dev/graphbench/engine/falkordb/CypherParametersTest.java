package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's injection boundary: every value, in every kind of property, comes back from the
 * server as the value that was sent, whatever quotes, backslashes, newlines, NULs-aside control
 * characters and non-ASCII text it holds; and what cannot be sent is refused, naming the parameter.
 */
@ExtendWith(FalkorDbExtension.class)
class CypherParametersTest {

    /** Text that would end a literal, escape out of one, or start a statement, if written naively. */
    private static final List<String> HOSTILE = List.of(
            "it's", "say \"hi\"", "back\\slash", "ends with a backslash\\", "\\\"", "\\'", "new\nline",
            "carriage\r\nreturn", "tab\there", "bell\u0007 and escape\u001b", "é ü ß 中文 עברית 😀 \u2028",
            "\" RETURN 1 //", "' }) MATCH (n) DETACH DELETE n //", "${param} $x", "`backquote`", "CYPHER x=1",
            "", " ");

    private static Object roundTrip(Engine engine, Object value) {
        FalkorDbEngine falkordb = (FalkorDbEngine) engine;
        return FalkorDbSession.rows(falkordb.read("RETURN $value AS value", Map.of("value", value == null ? "" : value)))
                .getFirst().getFirst();
    }

    @Test
    void hostileTextComesBackAsItWasSent(Engine engine) {
        for (String text : HOSTILE) {
            assertThat(roundTrip(engine, text)).as(text).isEqualTo(text);
        }
    }

    @Test
    void everyKindOfValueComesBackAsItWasSent(Engine engine) {
        assertThat(roundTrip(engine, Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
        assertThat(roundTrip(engine, Long.MIN_VALUE)).isEqualTo(Long.MIN_VALUE);
        assertThat(roundTrip(engine, 42)).isEqualTo(42L);
        assertThat(roundTrip(engine, -2.5e-7)).isEqualTo(-2.5e-7);
        assertThat(roundTrip(engine, 1.0e300)).isEqualTo(1.0e300);
        assertThat(roundTrip(engine, true)).isEqualTo(true);
        assertThat(roundTrip(engine, List.of())).isEqualTo(List.of());
        assertThat(roundTrip(engine, HOSTILE)).isEqualTo(HOSTILE);
        assertThat(roundTrip(engine, new String[] {"a\"b", "c\\d"})).isEqualTo(List.of("a\"b", "c\\d"));
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < HOSTILE.size(); i++) {
            map.put("text" + i, HOSTILE.get(i));
        }
        map.put("a key with spaces", "and a value\n");
        map.put("nested", Map.of("list", List.of(1L, "two\\", Map.of("three", "\"3\""))));
        assertThat(roundTrip(engine, map)).isEqualTo(map);
    }

    /** Stored as properties of every type and read back: what the loader and Drivine's statements do. */
    @Test
    void hostileValuesInEveryPropertyTypeAreStoredAsGiven(Engine engine) {
        FalkorDbEngine falkordb = (FalkorDbEngine) engine;
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < HOSTILE.size(); i++) {
            rows.add(Map.of("id", "hostile-" + i, "text", HOSTILE.get(i), "number", (long) i * 7919,
                    "real", i + 0.25, "flag", i % 2 == 0, "list", List.of(HOSTILE.get(i), (long) i)));
        }
        falkordb.write("UNWIND $rows AS row CREATE (n:ParametersTest) SET n = row", Map.of("rows", rows));
        try {
            for (Map<String, Object> row : rows) {
                List<List<Object>> read = FalkorDbSession.rows(falkordb.read(
                        "MATCH (n:ParametersTest {id: $id}) RETURN properties(n)", Map.of("id", row.get("id"))));
                assertThat(read).hasSize(1);
                assertThat(read.getFirst().getFirst()).as((String) row.get("id")).isEqualTo(row);
            }
            assertThat(FalkorDbSession.rows(falkordb.read("MATCH (n:ParametersTest) RETURN count(n)", Map.of())))
                    .isEqualTo(List.of(List.of((long) rows.size())));
        } finally {
            falkordb.write("MATCH (n:ParametersTest) DELETE n", Map.of());
        }
    }

    @Test
    void theStatementFollowsItsParameters() {
        assertThat(CypherParameters.bind("RETURN $a, $b", new LinkedHashMap<>(Map.of("a", "x"))))
                .isEqualTo("CYPHER a=\"x\" RETURN $a, $b");
        assertThat(CypherParameters.bind("RETURN 1", Map.of())).isEqualTo("RETURN 1");
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("text", "a\"b\\c\nd\re\tf");
        values.put("none", null);
        values.put("map", Map.of("k", 1));
        assertThat(CypherParameters.bind("RETURN 1", values))
                .isEqualTo("CYPHER text=\"a\\\"b\\\\c\\nd\\re\\tf\" none=null map={k: 1} RETURN 1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"a b", "a-b", "1a", "a$", "a=b", ""})
    void aParameterNameThatIsNotANameIsRefused(String name) {
        assertThatThrownBy(() -> CypherParameters.bind("RETURN 1", Map.of(name, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("a parameter name must be letters, digits and underscores");
    }

    @Test
    void whatHasNoLiteralIsRefusedNamingTheParameter() {
        assertThatThrownBy(() -> CypherParameters.bind("RETURN $t", Map.of("t", "a\0b")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("parameter t: text holding a NUL character cannot be sent to FalkorDB, which ends a query there");
        assertThatThrownBy(() -> CypherParameters.bind("RETURN $d", Map.of("d", Double.NaN)))
                .hasMessage("parameter d: NaN has no Cypher literal");
        assertThatThrownBy(() -> CypherParameters.bind("RETURN $m", Map.of("m", Map.of("a`b", 1))))
                .hasMessage("parameter m: a map key must be text without backquotes, got 'a`b'");
        assertThatThrownBy(() -> CypherParameters.bind("RETURN $o", Map.of("o", new Object())))
                .hasMessageStartingWith("parameter o: a Object cannot be sent to FalkorDB");
    }
}
