package dev.graphbench.report.compare;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What differs between two runs of one engine that could explain a change in its figures: the versions, the
 * machine, the timer, every option the method recorded, the engine's settings.
 */
final class Differences {

    private static final Pattern PORT = Pattern.compile(":[0-9]{1,5}\\b");

    private Differences() {
    }

    /** What differs between the sides' last runs of one engine: versions, the machine, the method, the settings. */
    static List<String> of(String engine, EngineRun first, EngineRun second) {
        Map<String, Function<EngineRun, Object>> facts = new LinkedHashMap<>();
        facts.put("graph-bench version", run -> run.provenance().harnessVersion());
        facts.put("product", run -> info(run, EngineInfo::product));
        facts.put("product version", run -> info(run, EngineInfo::productVersion));
        facts.put("driver version", run -> info(run, EngineInfo::driverVersion));
        facts.put("JVM", run -> run.provenance().jvm());
        facts.put("OS", run -> run.provenance().os());
        facts.put("cores", run -> run.provenance().cores());
        facts.put("timer", run -> run.provenance().method() == null ? null : run.provenance().method().timer());
        List<String> differences = new ArrayList<>();
        facts.forEach((fact, value) -> {
            Object x = value.apply(first);
            Object y = value.apply(second);
            if (!Objects.equals(x, y)) {
                differences.add(engine + ": " + fact + " differs: " + x + " in A, " + y + " in B");
            }
        });
        Method methodA = first.provenance().method();
        Method methodB = second.provenance().method();
        Set<String> options = new TreeSet<>();
        for (Method method : new Method[] {methodA, methodB}) {
            if (method != null) {
                options.addAll(method.options().keySet());
            }
        }
        options.forEach(option -> {
            String a = option(methodA, option);
            String b = option(methodB, option);
            if (!a.equals(b)) {
                differences.add(engine + ": --" + option + " differs: " + a + " in A, " + b + " in B");
            }
        });
        boolean embedded = embedded(first) && embedded(second);
        Map<String, String> x = first.provenance().settings();
        Map<String, String> y = second.provenance().settings();
        Set<String> keys = new TreeSet<>(x.keySet());
        keys.addAll(y.keySet());
        keys.forEach(key -> {
            String a = x.get(key);
            String b = y.get(key);
            // An embedded server listens on a port of its own each run: its address is no difference.
            if (!Objects.equals(a, b) && !(embedded && a != null && b != null && withoutPorts(a).equals(withoutPorts(b)))) {
                differences.add(engine + ": setting " + key + " differs: " + a + " in A, " + b + " in B");
            }
        });
        return differences;
    }

    /** An option as the run recorded it; an empty value (no rates, no mix) is the same as none recorded. */
    private static String option(Method method, String option) {
        String value = method == null ? null : method.options().get(option);
        return value == null || value.isEmpty() ? "not recorded" : value;
    }

    private static boolean embedded(EngineRun run) {
        return run.engine() != null && run.engine().deployment() != null
                && run.engine().deployment().startsWith("embedded");
    }

    private static String withoutPorts(String value) {
        return PORT.matcher(value).replaceAll(":port");
    }

    private static Object info(EngineRun run, Function<EngineInfo, String> fact) {
        return run.engine() == null ? null : fact.apply(run.engine());
    }
}
