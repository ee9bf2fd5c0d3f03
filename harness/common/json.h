/* json.h — a tiny JSON writer: escaping that survives any bytes a student's
 * file or a compiler can produce (invalid UTF-8 included). */
#ifndef RG_JSON_H
#define RG_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct rg_json {
  FILE *f;
  int depth;
  bool need_comma[32];
  char closer[32]; /* '}' or ']' for each open level */
};

void rg_json_begin(struct rg_json *j, FILE *f);
void rg_json_object(struct rg_json *j, const char *key); /* key NULL in arrays */
void rg_json_array(struct rg_json *j, const char *key);
void rg_json_end(struct rg_json *j);                     /* closes either */
void rg_json_string(struct rg_json *j, const char *key, const char *value);
void rg_json_number(struct rg_json *j, const char *key, double value);
void rg_json_int(struct rg_json *j, const char *key, long long value);
void rg_json_bool(struct rg_json *j, const char *key, bool value);

/* Write s as a JSON string literal (with quotes).  Control characters are
 * escaped; bytes that are not valid UTF-8 become U+FFFD. */
void rg_json_escape(FILE *f, const char *s);

#endif
