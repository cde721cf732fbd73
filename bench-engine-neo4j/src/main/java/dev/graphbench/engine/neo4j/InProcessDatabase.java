package dev.graphbench.engine.neo4j;

import org.neo4j.graphdb.GraphDatabaseService;

/**
 * The database of a Neo4j running in this JVM, as an application that embeds Neo4j uses it: through
 * transactions of its Java API, no Bolt, no driver. Kept apart from {@link LocalStore}, which the
 * loader names without Neo4j's classes on the class path.
 */
interface InProcessDatabase {

    /** The default database of the Neo4j running now; a load that imports starts Neo4j again, with a new one. */
    GraphDatabaseService database();
}
