DROP TABLE comment_throttle;
