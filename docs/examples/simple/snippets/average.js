function average(values) {
  var total = 0;
  for (var i = 0; i < values.length; i++) total += values[i];
  if (values.length == 0) return 0;
  return total / values.length;
}
