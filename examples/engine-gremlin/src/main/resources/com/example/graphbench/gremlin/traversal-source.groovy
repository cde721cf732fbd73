// Gives every script the traversal source g over the server's graph.
def globals = [:]
globals << [g : traversal().withEmbedded(graph)]
