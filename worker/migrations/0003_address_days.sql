-- How many leads each address sent today (worker/leads.ts DAILY_CAP): past the cap a lead is stored but held back
-- ('daily-cap'). The address itself is never stored: the key is an HMAC, with the Worker's secret key, of the day
-- and the address (an IPv6 address by its /64, the part a phone or a home is given). The schedule deletes a day's
-- rows once that day is over in India (index.ts), so nothing here outlives its day by more than 10 minutes.
CREATE TABLE address_days (
  address_key TEXT PRIMARY KEY,
  -- the day, counted in days since 1970 on India's clock (UTC+5:30)
  day INTEGER NOT NULL,
  leads INTEGER NOT NULL
);
CREATE INDEX address_days_day ON address_days (day);
