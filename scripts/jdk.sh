# Sourced by ./bench, ./test.sh and .ci/run: finds a JDK 21 or newer and Maven, and exports
# JAVA_HOME and MAVEN_OPTS for them. Prints what to install when there is none.

java_major() { # prints the major version of the java binary $1, or nothing
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}

is_jdk21() { # true when $1 is a JDK home (with javac) of version 21 or newer
  [[ -x "$1/bin/java" && -x "$1/bin/javac" ]] || return 1
  local major
  major=$(java_major "$1/bin/java")
  [[ -n $major && $major -ge 21 ]]
}

find_jdk() {
  if [[ -n ${JAVA_HOME:-} ]] && is_jdk21 "$JAVA_HOME"; then
    return 0
  fi
  local on_path candidate best="" best_major=0 major
  if on_path=$(command -v javac 2>/dev/null); then
    candidate=$(dirname "$(dirname "$(readlink -f "$on_path")")")
    if is_jdk21 "$candidate"; then
      export JAVA_HOME=$candidate
      return 0
    fi
  fi
  for candidate in /usr/lib/jvm/* /usr/java/* /opt/java/* /Library/Java/JavaVirtualMachines/*/Contents/Home \
      "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*; do
    [[ -d $candidate ]] && is_jdk21 "$candidate" || continue
    major=$(java_major "$candidate/bin/java")
    if (( major > best_major )); then
      best=$candidate
      best_major=$major
    fi
  done
  if [[ -n $best ]]; then
    export JAVA_HOME=$best
    return 0
  fi
  echo "graph-bench needs a JDK 21 or newer and found none (JAVA_HOME=${JAVA_HOME:-unset}; java on PATH: $(java -version 2>&1 | head -1))." >&2
  echo "Install one (for example: apt-get install openjdk-21-jdk, or Eclipse Temurin 21+) or set JAVA_HOME to it." >&2
  return 1
}

find_jdk || exit 1
export PATH="$JAVA_HOME/bin:$PATH"
if (( $(java_major "$JAVA_HOME/bin/java") >= 24 )); then
  # Maven's bundled Guava calls sun.misc.Unsafe, which JDK 24+ warns about on every build.
  export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
fi
if ! command -v mvn >/dev/null 2>&1; then
  echo "graph-bench builds with Maven 3.8 or newer, and mvn is not on the PATH: install it (for example: apt-get install maven)." >&2
  exit 1
fi
