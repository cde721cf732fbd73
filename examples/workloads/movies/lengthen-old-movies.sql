UPDATE movie SET runtime = runtime + 1 WHERE released < :year
