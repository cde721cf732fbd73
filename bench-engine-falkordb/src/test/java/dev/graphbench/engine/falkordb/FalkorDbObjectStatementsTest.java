package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.List;
import java.util.Map;
import org.drivine.connection.DatabaseType;
import org.drivine.query.grammar.CypherDialect;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The statements shown for the object store's reads are those Drivine's FalkorDB connection runs:
 * Drivine writes a statement from the class and the grammar alone, and the live connection has the
 * grammar and the type the dialect shows them in. The nested view's, run by hand, reads as Drivine
 * has it: the root filtered after the CALL subquery.
 */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbObjectStatementsTest {

    @BeforeAll
    static void load(Engine engine) {
        new ObjectGraph().loadInto(engine);
    }

    @Test
    void theLiveConnectionWritesInTheGrammarTheStatementsAreShownIn(Engine engine) {
        FalkorDbEngine falkordb = (FalkorDbEngine) engine;
        assertThat(falkordb.drivine().persistence().getType()).isEqualTo(DatabaseType.FALKORDB);
        assertThat(falkordb.drivine().persistence().getGrammar().getClass())
                .isEqualTo(CypherDialect.FALKORDB.grammar(null).getClass())
                .isEqualTo(FalkorDbDialect.DRIVINE_GRAMMAR.grammar(null).getClass());
        for (ObjectRead read : ObjectWorkloads.reads()) {
            assertThat(FalkorDbDialect.INSTANCE.objectStatement(read.objectCall())).as(read.id()).isPresent();
        }
    }

    @Test
    void theNestedViewFiltersItsRootAfterTheCallSubquery(Engine engine) {
        String shown = FalkorDbDialect.INSTANCE.objectStatement(ObjectCall.load(IssueThread.class)).orElseThrow();
        assertThat(shown).startsWith("MATCH (issue:Issue)\nCALL {");
        assertThat(shown.indexOf("WHERE issue.id = $id")).isGreaterThan(shown.indexOf("CALL {"));
        List<List<Object>> rows = FalkorDbSession.rows(((FalkorDbEngine) engine).read(shown, Map.of("id", "i0")));
        assertThat(rows).hasSize(1);
        assertThat(rows.getFirst().getFirst()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsKeys("issue", "comments");
    }
}
