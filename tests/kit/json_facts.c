/* json_facts.c — the facts check-mutant.sh reads from a grading's JSON,
 * one per line, as its jq filter prints them:
 *
 *   .extra_data | (.backend,
 *                  (if has("emulator_checks") then (if .emulator_checks
 *                     then "True" else "False" end) else "n/a" end),
 *                  (.stopped_early == true), .causes[])
 *
 * jq 1.6 spends about 30 ms of CPU starting (it compiles its builtins), on
 * each of some 1600 mutant and attack tests a suite: this costs about 1.
 * A string is printed raw, any other value as JSON (jq -r).  Exit 0, or 1
 * with a line on stderr where jq fails: no file, no JSON, extra_data not an
 * object, causes neither an array nor an object (jq iterates an object's
 * values); jq would have printed the lines before its error.
 *
 *   json_facts FILE */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>

/* value as jq -r prints it: a string raw, anything else as compact JSON. */
static void print_raw(json_t *value)
{
  if (json_is_string(value)) {
    fwrite(json_string_value(value), 1, json_string_length(value), stdout);
    putchar('\n');
    return;
  }
  char *text = json_dumps(value, JSON_COMPACT | JSON_ENCODE_ANY);
  printf("%s\n", text ? text : "null");
  free(text);
}

/* jq's truth: everything but false and null (a missing key is null). */
static int truthy(json_t *value)
{
  return value && !json_is_false(value) && !json_is_null(value);
}

int main(int argc, char **argv)
{
  if (argc != 2) {
    fprintf(stderr, "usage: json_facts FILE\n");
    return 2;
  }
  json_error_t err;
  json_t *root = json_load_file(argv[1], JSON_DECODE_ANY, &err);
  json_t *extra = json_is_object(root) ? json_object_get(root, "extra_data") : NULL;
  if (!json_is_object(extra)) {
    fprintf(stderr, "json_facts: %s: %s\n", argv[1],
            root ? "no extra_data object" : err.text);
    json_decref(root);
    return 1;
  }
  json_t *causes = json_object_get(extra, "causes");
  if (!json_is_array(causes) && !json_is_object(causes)) {
    fprintf(stderr, "json_facts: %s: extra_data.causes cannot be iterated\n", argv[1]);
    json_decref(root);
    return 1;
  }
  json_t *backend = json_object_get(extra, "backend");
  print_raw(backend ? backend : json_null());
  json_t *checks = json_object_get(extra, "emulator_checks");
  puts(!checks ? "n/a" : truthy(checks) ? "True" : "False");
  puts(json_is_true(json_object_get(extra, "stopped_early")) ? "true" : "false");
  size_t i;
  const char *key;
  json_t *cause;
  if (json_is_array(causes))
    json_array_foreach(causes, i, cause)
      print_raw(cause);
  else
    json_object_foreach(causes, key, cause)
      print_raw(cause);
  json_decref(root);
  return fflush(stdout) == 0 ? 0 : 1;
}
