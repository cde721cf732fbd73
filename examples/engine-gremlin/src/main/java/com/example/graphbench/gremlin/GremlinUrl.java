package com.example.graphbench.gremlin;

import dev.graphbench.api.Settings;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;

/**
 * Where a Gremlin Server listens: {@code ws://host:8182/gremlin}, or {@code wss://} for TLS (Amazon Neptune).
 *
 * @param host the server's host
 * @param port its port, 8182 when the URL names none
 * @param path the WebSocket path, {@code /gremlin} when the URL names none
 * @param tls  whether the connection is over TLS ({@code wss})
 */
record GremlinUrl(String host, int port, String path, boolean tls) {

    private static final int DEFAULT_PORT = 8182;

    /**
     * Reads {@code url}.
     *
     * @throws IllegalArgumentException one line naming the variable, what it got and what it takes
     */
    static GremlinUrl parse(String url) {
        try {
            URI uri = new URI(url);
            String scheme = uri.getScheme();
            if (uri.getHost() == null || !("ws".equals(scheme) || "wss".equals(scheme)) || uri.getUserInfo() != null) {
                throw new URISyntaxException(url, "not a Gremlin Server's URL");
            }
            String path = uri.getPath() == null || uri.getPath().isEmpty() ? "/gremlin" : uri.getPath();
            return new GremlinUrl(uri.getHost(), uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort(), path,
                    "wss".equals(scheme));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(GremlinProvider.URL_VARIABLE + " must be ws://host:port/gremlin, or wss://"
                    + " for TLS (Neptune), without a user (set BENCH_GREMLIN_USER), got '" + Settings.redact(url) + "'");
        }
    }

    /** Where the server runs, for the results: {@code local, 127.0.0.1:8182} or {@code remote, db.example:8182}. */
    String deployment() {
        boolean local;
        try {
            local = InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            local = false;
        }
        return (local ? "local, " : "remote, ") + host + ":" + port;
    }

    @Override
    public String toString() {
        return (tls ? "wss://" : "ws://") + host + ":" + port + path;
    }
}
