DELETE FROM rated WHERE rating < :below
