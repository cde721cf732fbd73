package dev.graphbench.catalogue;

import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.ArgumentSource;
import java.util.Map;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The benchmark's queries and the write-up's workloads, as data that holds together. */
class CatalogueTest {

    @Test
    void everyQueryIdIsUniqueAndFoundByIt() {
        Set<String> ids = new HashSet<>();
        for (Query query : Queries.all()) {
            assertThat(ids.add(query.id())).as("query id %s appears twice", query.id()).isTrue();
            assertThat(Queries.of(query.id())).isSameAs(query);
        }
        assertThat(ids).hasSize(20).contains("one-hop", "hops", "read-fragment", "count-comments", "reach",
                "reach-relationships");
        assertThatThrownBy(() -> Queries.of("four-hops")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no query with id 'four-hops'");
    }

    @Test
    void theObjectStoresTwinsAreDocumentsAndTheRestCountsOrRows() {
        for (Query query : Queries.all()) {
            boolean twin = query.id().startsWith("read-") || query.id().startsWith("count-");
            assertThat(query.shape() == Query.Shape.DOCUMENT).as(query.id()).isEqualTo(twin);
        }
        assertThat(Queries.ORG_TOPICS.ordered()).isTrue();
        assertThat(Queries.HOPS.parameter("paths").orElseThrow().optional()).isTrue();
    }

    @Test
    void everyWorkloadAsksAQueryOfTheBenchmarkInTraverseOrGraphOnTheGeneratedGraph() {
        List<WorkloadSpec> workloads = new WriteupCatalogue().workloads();
        assertThat(workloads).isNotEmpty();
        Set<String> ids = new HashSet<>();
        for (WorkloadSpec workload : workloads) {
            assertThat(ids.add(workload.id())).as("workload id %s appears twice", workload.id()).isTrue();
            assertThat(Queries.all()).as(workload.id()).contains(workload.query());
            assertThat(Queries.of(workload.query().id())).isSameAs(workload.query());
            assertThat(workload.phase()).as(workload.id()).isIn("traverse", "graph");
            assertThat(workload.graphKinds()).as(workload.id()).containsExactly(GraphSchema.GENERATED_KIND);
            assertThat(workload.title()).as(workload.id()).isNotBlank();
            // Every argument can be drawn before the timed calls: no parameter is left without a source.
            assertThat(workload.sources()).extracting(source -> source.getKey())
                    .containsExactlyElementsOf(workload.query().parameters().stream()
                            .filter(parameter -> !parameter.optional()).map(Parameter::name).toList());
        }
        assertThat(workloads).extracting(WorkloadSpec::id).containsExactly("one-hop", "two-hops", "three-hops",
                "dependencies", "org-topics", "repo-commenters", "followed-repos", "issues-by-state", "top-followed");
        assertThat(workloads).filteredOn(workload -> workload.phase().equals("graph")).extracting(WorkloadSpec::id)
                .containsExactly("issues-by-state", "top-followed");
    }

    @Test
    void theServiceLoaderFindsBothCatalogues() {
        List<WorkloadCatalogue> found = ServiceLoader.load(WorkloadCatalogue.class).stream()
                .map(ServiceLoader.Provider::get).toList();
        assertThat(found).hasExactlyElementsOfTypes(WriteupCatalogue.class, AnyGraphCatalogue.class);
        assertThat(found.getFirst().workloads()).isEqualTo(new WriteupCatalogue().workloads());
    }

    @Test
    void theQuestionsOfAnyGraphAskReachAtOneToFourHopsFromStartNodes() {
        List<WorkloadSpec> workloads = new AnyGraphCatalogue().workloads();
        assertThat(workloads).extracting(WorkloadSpec::id).containsExactly("reach-1", "reach-2", "reach-3", "reach-4");
        for (int hops = 1; hops <= 4; hops++) {
            WorkloadSpec reach = workloads.get(hops - 1);
            assertThat(reach.query()).isSameAs(Queries.REACH);
            assertThat(reach.query().parameter("hops").orElseThrow().literal())
                    .as("a path's length, which Cypher takes as no parameter").isTrue();
            assertThat(reach.graphKinds()).containsExactly(GraphSchema.ONE_LABEL);
            assertThat(reach.sources()).containsExactly(
                    Map.entry("startId", ArgumentSource.startNodes(
                            RelType.LINK)),
                    Map.entry("hops", ArgumentSource.values((long) hops)));
        }
    }
}
