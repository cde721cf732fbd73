/**
 * The engine SPI: what an engine implements to be benchmarked, on the JDK alone. An engine is one
 * jar with an {@link dev.graphbench.api.EngineProvider} named in
 * {@code META-INF/services/dev.graphbench.api.EngineProvider}.
 *
 * <h2>An engine's life, in the order the harness calls it</h2>
 * <ol>
 * <li><b>Found.</b> {@link java.util.ServiceLoader} instantiates the provider. {@code bench engines}
 * and {@code bench queries} use it without a server: {@link dev.graphbench.api.EngineProvider#name()},
 * {@link dev.graphbench.api.EngineProvider#displayName()}, its {@link dev.graphbench.api.Setting}s and
 * its {@link dev.graphbench.api.Dialect}, whose statements are the one declaration of the queries it
 * supports.</li>
 * <li><b>Checked.</b> The harness resolves the settings from the environment
 * ({@link dev.graphbench.api.Settings}) and checks them, whole numbers against their ranges and the
 * rest through {@link dev.graphbench.api.EngineProvider#check}, for every engine of the run before it
 * starts any: a mistake is one line, and nothing has run. Then each server the user named is probed
 * ({@link dev.graphbench.api.EngineProvider#probe}): a closed port, an unknown host or a wrong password
 * is one line too.</li>
 * <li><b>Configured or started.</b> If the settings name a server
 * ({@link dev.graphbench.api.EngineProvider#isConfigured}) it uses it; otherwise it starts the
 * provider's {@link dev.graphbench.api.EmbeddedServer} on loopback, when there is one, and lays its
 * {@link dev.graphbench.api.EmbeddedServer#connectionSettings()} over the settings; otherwise the
 * engine is skipped, with {@link dev.graphbench.api.EngineProvider#howToConfigure()}.</li>
 * <li><b>Opened.</b> {@link dev.graphbench.api.EngineProvider#open} connects and returns an
 * {@link dev.graphbench.api.Engine}; {@link dev.graphbench.api.Engine#info()} is read for the
 * provenance of the results.</li>
 * <li><b>Loaded</b> (the load phase). {@link dev.graphbench.api.Schema#drop()},
 * {@link dev.graphbench.api.Schema#create}, then {@link dev.graphbench.api.Loader#loadNodes} and
 * {@link dev.graphbench.api.Loader#loadRelationships}, each timed, then
 * {@link dev.graphbench.api.Schema#afterLoad()}, timed apart, then
 * {@link dev.graphbench.api.Loader#counts()}, checked against the generator's manifest.</li>
 * <li><b>Measured.</b> Before each phase, {@link dev.graphbench.api.Engine#ping()}. Every measurement
 * opens {@link dev.graphbench.api.Engine#openSession()} sessions, one per thread, and calls
 * {@link dev.graphbench.api.Session#execute} with arguments the harness has checked against the
 * query's {@link dev.graphbench.api.Parameter}s, or the session's
 * {@link dev.graphbench.api.Session#objects() object store}. Each answer is compared with the
 * reference engine's.</li>
 * <li><b>Cleaned.</b> After the write phase the harness deletes what it wrote through
 * {@link dev.graphbench.api.ObjectStore#delete}, then calls
 * {@link dev.graphbench.api.Schema#afterWrites()}.</li>
 * <li><b>Closed.</b> {@link dev.graphbench.api.Engine#close()}, then the embedded server's
 * {@link dev.graphbench.api.EmbeddedServer#close()}, after its memory is read.</li>
 * </ol>
 *
 * <p>A failure is an {@link dev.graphbench.api.EngineException} whose message is one line fit for a
 * user, never a password (and whatever reaches the user is scrubbed of the run's secrets by
 * {@link dev.graphbench.api.Secrets} besides); a call the engine cannot make is an
 * {@link dev.graphbench.api.UnsupportedException}. Neither stops the run: the harness holds what
 * failed, with the reason, and goes on.
 */
package dev.graphbench.api;
