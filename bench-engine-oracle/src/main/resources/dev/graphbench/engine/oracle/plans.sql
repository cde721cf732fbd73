-- How the oracle engine plans a statement its session sent: the statement runs again between the
-- first two, in a transaction rolled back, and the third reads the plan of the session's last cursor
-- with each operator's actual rows (ALLSTATS LAST), on the same connection.

-- name: statistics-all
ALTER SESSION SET statistics_level = ALL;

-- name: statistics-typical
ALTER SESSION SET statistics_level = TYPICAL;

-- name: last-plan
SELECT plan_table_output FROM TABLE(DBMS_XPLAN.DISPLAY_CURSOR(NULL, NULL, 'ALLSTATS LAST'));
