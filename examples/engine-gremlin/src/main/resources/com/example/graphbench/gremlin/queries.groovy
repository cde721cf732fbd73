// The hand-written queries of the benchmark in Gremlin, one script each, named by the query's id. Every argument
// is a binding (personId here), never spliced in: the engine reads each script with TinkerPop's Gremlin
// grammar, its bindings as the script's variables, and sends the traversal as bytecode, the arguments typed
// values in it, which any Gremlin Server and Amazon Neptune take alike. Comment lines are left out. A node is looked up by its id, which the loader gives it as the vertex's id (g.V(id)),
// so no index is needed; hasLabel keeps an id of another label from matching. Ordered answers break ties by
// id ascending. A row is the values of a map, in the order project() names them, or a single value.
//
// Paths: repeat(out()) walks, and may go over one edge twice, as SQL joins do: the dialect says WALK.
//
// The object store's reads written by hand (read-*, count-*) are left out: they are the measure of what an
// object store costs, and this engine has none.

// name: one-hop
g.V(personId).hasLabel('Person').in('FOLLOWS').count()

// name: two-hops
g.V(personId).hasLabel('Person').out('FOLLOWS').out('FOLLOWS').dedup().count()

// name: three-hops
g.V(personId).hasLabel('Person').out('FOLLOWS').out('FOLLOWS').out('FOLLOWS').dedup().count()

// name: dependencies
// emit() after repeat() gives the repos of every depth from 1 to 4, not the start.
g.V(repoId).hasLabel('Repo').repeat(out('DEPENDS_ON')).emit().times(4).dedup().count()

// name: org-topics
g.V(orgId).hasLabel('Org').in('OWNED_BY').in('IN_REPO').has('state', 'open').out('TAGGED').
  groupCount().by('id').unfold().
  order().by(values, desc).by(keys, asc).limit(10).
  project('topicId', 'issues').by(keys).by(values)

// name: repo-commenters
g.V(repoId).hasLabel('Repo').in('IN_REPO').in('ON').out('WRITTEN_BY').
  groupCount().by('id').unfold().
  order().by(values, desc).by(keys, asc).limit(10).
  project('personId', 'comments').by(keys).by(values)

// name: followed-repos
g.V(personId).hasLabel('Person').out('FOLLOWS').in('OPENED_BY').out('IN_REPO').
  groupCount().by('id').unfold().
  order().by(values, desc).by(keys, asc).limit(10).
  project('repoId', 'issues').by(keys).by(values)

// name: issues-by-state
g.V().hasLabel('Issue').groupCount().by('state').unfold().
  order().by(keys, asc).
  project('state', 'issues').by(keys).by(values)

// name: top-followed
g.E().hasLabel('FOLLOWS').inV().groupCount().by('id').unfold().
  order().by(values, desc).by(keys, asc).limit(10).
  project('personId', 'followers').by(keys).by(values)

// name: hops
// Every path of exactly $hops FOLLOWS edges, not every person reached: count() of the traversers.
g.V(personId).hasLabel('Person').repeat(out('FOLLOWS')).times(hops).count()
