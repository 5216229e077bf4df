-- The demo operators' office location (the free text /user/setting edits) held a location key
-- ('hangzhou'), shown raw on /user/setting; it now holds the location's name, which /user/info
-- shows and a saved office location also updates.
UPDATE operators SET location = location_name
  WHERE location IN ('hangzhou', 'chengdu', 'shanghai') AND location_name <> '';
