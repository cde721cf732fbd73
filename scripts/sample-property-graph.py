#!/usr/bin/env python3
"""Writes a property graph of people and papers in the CSV header convention of Neo4j's importer, for
measuring loads (docs/performance.md): typed properties of every kind graph-bench loads, missing values,
a label some nodes have besides their first, relationship properties. The same arguments always write
the same files.

    scripts/sample-property-graph.py OUT [--people 60000] [--papers 40000] [--seed 1]

About 100,000 nodes and 1,000,000 relationships with the defaults; load it with --dataset csv:OUT.
"""
import argparse
import datetime
import os
import random

WORDS = ("graph benchmark engine query index label path node edge table join plan cost scan seek "
         "cypher sql store load count hop walk rank cluster").split()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--people", type=int, default=60_000)
    parser.add_argument("--papers", type=int, default=40_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    day = datetime.date(1950, 1, 1)
    moment = datetime.datetime(2000, 1, 1)

    def path(name):
        return os.path.join(args.out, name)

    with open(path("people.nodes.csv"), "w", encoding="utf-8") as out:
        out.write("personId:ID(Person),name,born:int,score:double,active:boolean,joined:date,tags:string[],:LABEL\n")
        for i in range(args.people):
            tags = ";".join(rng.sample(WORDS, rng.randint(0, 3)))
            born = "" if rng.random() < 0.1 else str(1940 + rng.randrange(70))
            joined = (day + datetime.timedelta(days=rng.randrange(25_000))).isoformat()
            labels = "Person;Author" if rng.random() < 0.2 else "Person"
            out.write(f"p{i},\"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} {i}\",{born},"
                      f"{rng.random() * 100:.4f},{'true' if rng.random() < 0.7 else 'false'},{joined},{tags},{labels}\n")
    with open(path("papers.nodes.csv"), "w", encoding="utf-8") as out:
        out.write("paperId:ID(Paper),title,year:int,published:datetime,keywords:string[],pages:int,:LABEL\n")
        for i in range(args.papers):
            words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 8)))
            published = (moment + datetime.timedelta(seconds=rng.randrange(700_000_000))).isoformat() + "Z"
            keywords = ";".join(rng.sample(WORDS, rng.randint(1, 4)))
            out.write(f"{i},\"{words}, part {i}\",{1990 + rng.randrange(35)},{published},{keywords},"
                      f"{rng.randint(1, 40)},Paper\n")
    with open(path("wrote.relationships.csv"), "w", encoding="utf-8") as out:
        out.write(":START_ID(Person),:END_ID(Paper),:TYPE,position:int\n")
        for paper in range(args.papers):
            for position in range(rng.randint(1, 9)):
                out.write(f"p{rng.randrange(args.people)},{paper},WROTE,{position + 1}\n")
    with open(path("cites.relationships.csv"), "w", encoding="utf-8") as out:
        out.write(":START_ID(Paper),:END_ID(Paper),:TYPE,at:localdatetime,weight:double\n")
        for paper in range(1, args.papers):
            for _ in range(rng.randint(0, 24)):
                at = (moment + datetime.timedelta(seconds=rng.randrange(700_000_000))).isoformat()
                out.write(f"{paper},{rng.randrange(paper)},CITES,{at},{rng.random():.3f}\n")
    with open(path("knows.relationships.csv"), "w", encoding="utf-8") as out:
        out.write(":START_ID(Person),:END_ID(Person),:TYPE,since:date,strength:double\n")
        for person in range(args.people):
            for _ in range(rng.randint(0, 9)):
                since = "" if rng.random() < 0.2 else (day + datetime.timedelta(days=rng.randrange(25_000))).isoformat()
                out.write(f"p{person},p{rng.randrange(args.people)},KNOWS,{since},{rng.random():.2f}\n")


if __name__ == "__main__":
    main()
