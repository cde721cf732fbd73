package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.model.Issue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Who writes the parameters of Drivine's statements. Left to jfalkordb 0.7.0, as an application
 * gets it, a saveAll fails on one line naming what jfalkordb sent; written by the engine (the
 * default), the same call saves, and hostile text is stored as given.
 */
@ExtendWith(FalkorDbExtension.class)
class DrivineParametersTest {

    private static List<Issue> issues(String prefix) {
        return List.of(new Issue(prefix + "-1", "a \"quoted\" title\\ with\nlines", "open", 1, prefix),
                new Issue(prefix + "-2", "é 中文 😀", "closed", 2, prefix));
    }

    @Test
    void jfalkordbCannotSendAListOfMapsSoSaveAllFailsOnOneLine(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.DRIVINE_PARAMETERS, "jfalkordb"));
             Session session = engine.openSession()) {
            ObjectStore objects = session.objects().orElseThrow();
            assertThatThrownBy(() -> objects.saveAll(issues("w-jfalkordb")))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("FalkorDB at " + server.settings().get(FalkorDbProvider.URL) + " failed to save: ")
                    .hasMessageContaining("CYPHER rows")
                    .message().doesNotContain("\n");
        }
    }

    @Test
    void theEnginesParametersLetSaveAllStoreWhatItWasGiven(FalkorDbExtension.Server server) {
        try (Session session = server.engine().openSession()) {
            ObjectStore objects = session.objects().orElseThrow();
            objects.saveAll(issues("w-engine"));
            try {
                assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "w-engine")))
                        .containsExactlyInAnyOrderElementsOf(issues("w-engine"));
            } finally {
                objects.delete(Issue.class, List.of("w-engine-1", "w-engine-2"));
            }
            assertThat(objects.count(Issue.class, Filter.eq("repoId", "w-engine"))).isZero();
        }
    }
}
