package dev.graphbench.engine.postgres;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.SocketFactory;

/**
 * pgjdbc's {@code socketFactory}: sockets that count round trips made by one watched thread. A round
 * trip begins when the client writes after it has read (or for the first time): however many
 * writes a request takes, the server's answer ends it.
 */
public final class RoundTripCounter extends SocketFactory {

    private static final AtomicLong ROUND_TRIPS = new AtomicLong();
    private static volatile Thread watched;

    /** pgjdbc instantiates the factory by its class name. */
    public RoundTripCounter() {
    }

    /** Counts from now on the round trips {@code thread} makes, from zero. */
    static void watch(Thread thread) {
        watched = thread;
        ROUND_TRIPS.set(0);
    }

    /** The round trips {@code call} made on the watched thread. */
    static long during(Runnable call) {
        long before = ROUND_TRIPS.get();
        call.run();
        return ROUND_TRIPS.get() - before;
    }

    @Override
    public Socket createSocket() {
        return new CountingSocket();
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return connected(new InetSocketAddress(address, port));
    }

    private static Socket connected(InetSocketAddress address) throws IOException {
        Socket socket = new CountingSocket();
        socket.connect(address);
        return socket;
    }

    private static final class CountingSocket extends Socket {

        private volatile boolean writing;

        @Override
        public InputStream getInputStream() throws IOException {
            return new FilterInputStream(super.getInputStream()) {
                @Override
                public int read() throws IOException {
                    writing = false;
                    return super.read();
                }

                @Override
                public int read(byte[] bytes, int offset, int length) throws IOException {
                    writing = false;
                    return in.read(bytes, offset, length);
                }
            };
        }

        @Override
        public OutputStream getOutputStream() throws IOException {
            return new FilterOutputStream(super.getOutputStream()) {
                @Override
                public void write(int b) throws IOException {
                    starting();
                    out.write(b);
                }

                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    starting();
                    out.write(bytes, offset, length);
                }
            };
        }

        private void starting() {
            if (!writing) {
                writing = true;
                if (Thread.currentThread() == watched) {
                    ROUND_TRIPS.incrementAndGet();
                }
            }
        }
    }
}
