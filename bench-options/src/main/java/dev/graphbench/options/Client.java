package dev.graphbench.options;

import dev.graphbench.options.values.ValueType;
import java.util.ArrayList;
import java.util.List;

/**
 * Which of several client processes this one is: client {@code k} of {@code n} takes every
 * {@code n}th thread of each concurrent measurement, starting at thread {@code k - 1}, and
 * {@code 1/n} of each offered rate, so that the {@code n} clients together make the calls one
 * process would, thread by thread, with the same arguments.
 *
 * @param k this client, from 1
 * @param n the clients
 */
public record Client(int k, int n) {

    /** The one client of a run on one machine. */
    public static final Client ALONE = new Client(1, 1);

    /** How the command line writes a client, {@code K/N}, and reads it back. */
    public static final ValueType<Client> TYPE = new ValueType<>() {
        @Override
        public Client read(String option, String text) {
            String[] parts = text.strip().split("/", -1);
            try {
                if (parts.length == 2) {
                    return new Client(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
                }
            } catch (NumberFormatException e) {
                // Said below, with what a client looks like.
            }
            throw wrong(option, text);
        }

        @Override
        public Client check(String option, Client client) {
            if (client.n < 1 || client.k < 1 || client.k > client.n || client.n > RunOption.MAX_THREADS) {
                throw wrong(option, client.show());
            }
            return client;
        }

        @Override
        public String show(Client client) {
            return client.show();
        }
    };

    /** Whether this is the one client of its run. */
    public boolean alone() {
        return n == 1;
    }

    /** The threads, of {@code total}, this client runs, by their index in a run of one client. */
    public List<Integer> threads(int total) {
        List<Integer> mine = new ArrayList<>();
        for (int t = k - 1; t < total; t += n) {
            mine.add(t);
        }
        return mine;
    }

    /** This client's share of {@code total} calls a second. */
    public double rate(double total) {
        return total / n;
    }

    /** As the command line writes it: {@code 1/2}. */
    public String show() {
        return k + "/" + n;
    }

    private static IllegalArgumentException wrong(String option, String text) {
        return ValueType.wrong(option, "K/N, this client's number K from 1 to the number of clients N, such as 1/2 and"
                + " 2/2", text.strip());
    }
}
