UPDATE operators SET location = CASE location_name
    WHEN '杭州 Hangzhou' THEN 'hangzhou'
    WHEN '成都 Chengdu' THEN 'chengdu'
    WHEN '上海 Shanghai' THEN 'shanghai'
  END
  WHERE location = location_name AND location_name IN ('杭州 Hangzhou', '成都 Chengdu', '上海 Shanghai');
