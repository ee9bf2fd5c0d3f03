/* heatmap.c — active lanes per warp and barrier interval (see heatmap.h). */
#include "heatmap.h"

#include <errno.h>
#include <string.h>

#include "util.h"

char rg_heatmap_shade(const struct simt_perf_cell *c)
{
  if (!c->issued)
    return ' ';
  /* A partial last warp (a block of 96 threads has none, 80 does) is not
   * divergent when all of its live lanes run together. */
  if (c->fewest >= c->live)
    return '#';
  if (c->fewest <= 1)
    return '.';
  if (c->fewest <= 4)
    return ':';
  if (c->fewest <= 8)
    return '-';
  if (c->fewest <= 16)
    return '=';
  return '+';
}

void rg_heatmap_text(FILE *f, const struct simt_perf *p, const char *indent)
{
  if (p->heat_warps <= 0 || p->heat_intervals <= 0)
    return;
  fprintf(f, "%sactive lanes per warp (columns, warp 0 first) and interval (rows):\n", indent);
  for (int k = 0; k < p->heat_intervals; k++) {
    char row[SIMT_PERF_WARPS + 1];
    for (int w = 0; w < p->heat_warps; w++)
      row[w] = rg_heatmap_shade(&p->heat[k][w]);
    row[p->heat_warps] = '\0';
    fprintf(f, "%s  %2d |%s|\n", indent, k, row);
  }
  fprintf(f, "%s  '#' no divergence; fewest lanes together: '+' 17-31, '=' 9-16, '-' 5-8, "
             "':' 2-4, '.' 1; ' ' nothing ran\n", indent);
}

void rg_heatmap_table(FILE *f, const struct simt_perf *p, const char *indent)
{
  if (p->heat_warps <= 0 || p->heat_intervals <= 0)
    return;
  fprintf(f, "%sfewest active lanes per warp (interval 0 loads; interval k >= 1 is "
             "round k of the tree):\n%sint div |", indent, indent);
  for (int w = 0; w < p->heat_warps; w++)
    fprintf(f, "%3d", w);
  fputc('\n', f);
  for (int k = 0; k < p->heat_intervals; k++) {
    int div = 0;
    for (int w = 0; w < p->heat_warps; w++)
      div += p->heat[k][w].issued && p->heat[k][w].fewest < p->heat[k][w].live;
    fprintf(f, "%s%3d %3d |", indent, k, div);
    for (int w = 0; w < p->heat_warps; w++) {
      const struct simt_perf_cell *c = &p->heat[k][w];
      if (c->issued)
        fprintf(f, "%3u", c->fewest);
      else
        fputs("  -", f);
    }
    fputc('\n', f);
  }
}

/* Writes s with the five XML special characters escaped. */
static void xml_text(FILE *f, const char *s)
{
  for (; *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '&': fputs("&amp;", f); break;
    case '"': fputs("&quot;", f); break;
    case '\'': fputs("&apos;", f); break;
    default: fputc(*s, f);
    }
  }
}

/* Fill of one cell: grey when nothing ran, green when the warp never
 * diverged, then from amber to red as fewer lanes ran together. */
static void cell_fill(const struct simt_perf_cell *c, char *buf, size_t cap)
{
  if (!c->issued) {
    snprintf(buf, cap, "#eeeeee");
    return;
  }
  if (c->fewest >= c->live) {
    snprintf(buf, cap, "#2e7d32");
    return;
  }
  double t = (double)c->fewest / 32.0; /* 0: one lane .. 1: all */
  int r = 200 + (int)(t * 55), g = 40 + (int)(t * 160);
  snprintf(buf, cap, "#%02x%02x30", r, g);
}

int rg_heatmap_svg(FILE *f, const struct simt_perf *p, const char *title)
{
  if (p->heat_warps <= 0 || p->heat_intervals <= 0)
    return -1;
  const int cw = 14, ch = 14, left = 60, top = 40;
  int width = left + p->heat_warps * cw + 20, height = top + p->heat_intervals * ch + 50;
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
             "font-family=\"sans-serif\" font-size=\"11\">\n", width, height);
  fputs("<text x=\"4\" y=\"16\">", f);
  xml_text(f, title ? title : "active lanes per warp and barrier interval");
  fputs("</text>\n", f);
  fprintf(f, "<text x=\"%d\" y=\"32\">warp 0 .. %d</text>\n", left, p->heat_warps - 1);
  for (int k = 0; k < p->heat_intervals; k++) {
    fprintf(f, "<text x=\"4\" y=\"%d\">int. %d</text>\n", top + k * ch + 11, k);
    for (int w = 0; w < p->heat_warps; w++) {
      const struct simt_perf_cell *c = &p->heat[k][w];
      char fill[16];
      cell_fill(c, fill, sizeof fill);
      fprintf(f, "<rect class=\"cell\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                 "fill=\"%s\" stroke=\"#ffffff\"><title>warp %d, interval %d: ",
              left + w * cw, top + k * ch, cw, ch, fill, w, k);
      if (c->issued)
        fprintf(f, "fewest %u of %u live lanes together, %u warp-blocks", c->fewest,
                c->live, c->issued);
      else
        fputs("nothing ran", f);
      fputs("</title></rect>\n", f);
    }
  }
  fprintf(f, "<text x=\"4\" y=\"%d\">green: no divergence; amber to red: fewer lanes "
             "ran together; grey: nothing ran</text>\n", top + p->heat_intervals * ch + 20);
  fputs("</svg>\n", f);
  return ferror(f) ? -1 : 0;
}

int rg_heatmap_save(const char *path, const struct simt_perf *p, const char *title)
{
  if (p->heat_warps <= 0 || p->heat_intervals <= 0) {
    rg_warn("--svg %s: the emulator's model measured no block to draw", path);
    return -1;
  }
  FILE *f = fopen(path, "w");
  if (!f) {
    rg_warn("--svg %s: %s", path, strerror(errno));
    return -1;
  }
  int rc = rg_heatmap_svg(f, p, title);
  if (fclose(f) != 0 || rc != 0) {
    rg_warn("--svg %s: write failed", path);
    return -1;
  }
  return 0;
}
