// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Hands in nothing of its own: includes the kit's solution through a computed #include, the path stringised from tokens by two macros (no quoted path appears in the text), hoping a check that reads the #include lines' text lets it by.  Refused as forbidden-include: the check reads the files the preprocessor opened.
// mistake: the solution included by a path a macro builds
#define RG_STR(x) #x
#define RG_XSTR(x) RG_STR(x)
#define RG_UP ..
#include RG_XSTR(RG_UP/RG_UP/RG_UP/solutions/07-multi-block/reduce.cu)
