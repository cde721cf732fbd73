package dev.graphbench.cli.plugins;

import dev.graphbench.api.Answer;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Query;
import io.netty.util.Version;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.util.concurrent.ExecutionException;

/**
 * A plugin that brings a Netty of its own, another version than the harness's: it answers every call
 * on an event executor of its own Netty, and names that Netty's version as its driver's, read from the
 * package its classes came from.
 */
public final class OwnNetty extends ReferenceLike {

    @Override
    public String name() {
        return "own-netty";
    }

    @Override
    protected Answer answer(Query query, Answer reference) {
        try {
            return GlobalEventExecutor.INSTANCE.submit(() -> reference).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    @Override
    protected EngineInfo engineInfo() {
        return new EngineInfo("plugin own-netty", "1", "netty-common", Version.class.getPackage().getImplementationVersion(),
                "in-process");
    }
}
