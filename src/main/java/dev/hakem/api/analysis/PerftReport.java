package dev.hakem.api.analysis;

import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.Map;

/** Leaf count of the legal move tree, and the count below each legal root move (UCI keys). */
@RegisterForReflection
public record PerftReport(String fen, int depth, long nodes, Map<String, Long> divide) {}
