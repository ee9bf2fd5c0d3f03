// Exercise 15, a correct variant with a very long comment block first (a student's
// lab notes kept in the file), then a user-defined __align__(16) vector type loaded
// through reinterpret_cast, cuda::std::uintptr_t and a type trait from libcu++, the
// partials behind a function-local static pointer, and two launches.
//
// Notes 000: measured with nsight on the lab machine, run 0; the bandwidth was about 2000 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 001: measured with nsight on the lab machine, run 1; the bandwidth was about 2001 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 002: measured with nsight on the lab machine, run 2; the bandwidth was about 2002 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 003: measured with nsight on the lab machine, run 3; the bandwidth was about 2003 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 004: measured with nsight on the lab machine, run 4; the bandwidth was about 2004 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 005: measured with nsight on the lab machine, run 5; the bandwidth was about 2005 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 006: measured with nsight on the lab machine, run 6; the bandwidth was about 2006 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 007: measured with nsight on the lab machine, run 7; the bandwidth was about 2007 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 008: measured with nsight on the lab machine, run 8; the bandwidth was about 2008 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 009: measured with nsight on the lab machine, run 9; the bandwidth was about 2009 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 010: measured with nsight on the lab machine, run 10; the bandwidth was about 2010 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 011: measured with nsight on the lab machine, run 11; the bandwidth was about 2011 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 012: measured with nsight on the lab machine, run 12; the bandwidth was about 2012 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 013: measured with nsight on the lab machine, run 13; the bandwidth was about 2013 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 014: measured with nsight on the lab machine, run 14; the bandwidth was about 2014 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 015: measured with nsight on the lab machine, run 15; the bandwidth was about 2015 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 016: measured with nsight on the lab machine, run 16; the bandwidth was about 2016 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 017: measured with nsight on the lab machine, run 17; the bandwidth was about 2017 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 018: measured with nsight on the lab machine, run 18; the bandwidth was about 2018 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 019: measured with nsight on the lab machine, run 19; the bandwidth was about 2019 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 020: measured with nsight on the lab machine, run 20; the bandwidth was about 2020 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 021: measured with nsight on the lab machine, run 21; the bandwidth was about 2021 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 022: measured with nsight on the lab machine, run 22; the bandwidth was about 2022 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 023: measured with nsight on the lab machine, run 23; the bandwidth was about 2023 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 024: measured with nsight on the lab machine, run 24; the bandwidth was about 2024 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 025: measured with nsight on the lab machine, run 25; the bandwidth was about 2025 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 026: measured with nsight on the lab machine, run 26; the bandwidth was about 2026 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 027: measured with nsight on the lab machine, run 27; the bandwidth was about 2027 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 028: measured with nsight on the lab machine, run 28; the bandwidth was about 2028 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 029: measured with nsight on the lab machine, run 29; the bandwidth was about 2029 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 030: measured with nsight on the lab machine, run 30; the bandwidth was about 2030 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 031: measured with nsight on the lab machine, run 31; the bandwidth was about 2031 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 032: measured with nsight on the lab machine, run 32; the bandwidth was about 2032 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 033: measured with nsight on the lab machine, run 33; the bandwidth was about 2033 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 034: measured with nsight on the lab machine, run 34; the bandwidth was about 2034 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 035: measured with nsight on the lab machine, run 35; the bandwidth was about 2035 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 036: measured with nsight on the lab machine, run 36; the bandwidth was about 2036 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 037: measured with nsight on the lab machine, run 37; the bandwidth was about 2037 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 038: measured with nsight on the lab machine, run 38; the bandwidth was about 2038 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 039: measured with nsight on the lab machine, run 39; the bandwidth was about 2039 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 040: measured with nsight on the lab machine, run 40; the bandwidth was about 2040 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 041: measured with nsight on the lab machine, run 41; the bandwidth was about 2041 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 042: measured with nsight on the lab machine, run 42; the bandwidth was about 2042 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 043: measured with nsight on the lab machine, run 43; the bandwidth was about 2043 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 044: measured with nsight on the lab machine, run 44; the bandwidth was about 2044 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 045: measured with nsight on the lab machine, run 45; the bandwidth was about 2045 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 046: measured with nsight on the lab machine, run 46; the bandwidth was about 2046 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 047: measured with nsight on the lab machine, run 47; the bandwidth was about 2047 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 048: measured with nsight on the lab machine, run 48; the bandwidth was about 2048 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 049: measured with nsight on the lab machine, run 49; the bandwidth was about 2049 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 050: measured with nsight on the lab machine, run 50; the bandwidth was about 2050 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 051: measured with nsight on the lab machine, run 51; the bandwidth was about 2051 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 052: measured with nsight on the lab machine, run 52; the bandwidth was about 2052 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 053: measured with nsight on the lab machine, run 53; the bandwidth was about 2053 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 054: measured with nsight on the lab machine, run 54; the bandwidth was about 2054 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 055: measured with nsight on the lab machine, run 55; the bandwidth was about 2055 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 056: measured with nsight on the lab machine, run 56; the bandwidth was about 2056 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 057: measured with nsight on the lab machine, run 57; the bandwidth was about 2057 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 058: measured with nsight on the lab machine, run 58; the bandwidth was about 2058 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 059: measured with nsight on the lab machine, run 59; the bandwidth was about 2059 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 060: measured with nsight on the lab machine, run 60; the bandwidth was about 2060 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 061: measured with nsight on the lab machine, run 61; the bandwidth was about 2061 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 062: measured with nsight on the lab machine, run 62; the bandwidth was about 2062 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 063: measured with nsight on the lab machine, run 63; the bandwidth was about 2063 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 064: measured with nsight on the lab machine, run 64; the bandwidth was about 2064 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 065: measured with nsight on the lab machine, run 65; the bandwidth was about 2065 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 066: measured with nsight on the lab machine, run 66; the bandwidth was about 2066 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 067: measured with nsight on the lab machine, run 67; the bandwidth was about 2067 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 068: measured with nsight on the lab machine, run 68; the bandwidth was about 2068 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 069: measured with nsight on the lab machine, run 69; the bandwidth was about 2069 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 070: measured with nsight on the lab machine, run 70; the bandwidth was about 2070 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 071: measured with nsight on the lab machine, run 71; the bandwidth was about 2071 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 072: measured with nsight on the lab machine, run 72; the bandwidth was about 2072 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 073: measured with nsight on the lab machine, run 73; the bandwidth was about 2073 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 074: measured with nsight on the lab machine, run 74; the bandwidth was about 2074 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 075: measured with nsight on the lab machine, run 75; the bandwidth was about 2075 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 076: measured with nsight on the lab machine, run 76; the bandwidth was about 2076 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 077: measured with nsight on the lab machine, run 77; the bandwidth was about 2077 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 078: measured with nsight on the lab machine, run 78; the bandwidth was about 2078 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 079: measured with nsight on the lab machine, run 79; the bandwidth was about 2079 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 080: measured with nsight on the lab machine, run 80; the bandwidth was about 2080 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 081: measured with nsight on the lab machine, run 81; the bandwidth was about 2081 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 082: measured with nsight on the lab machine, run 82; the bandwidth was about 2082 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 083: measured with nsight on the lab machine, run 83; the bandwidth was about 2083 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 084: measured with nsight on the lab machine, run 84; the bandwidth was about 2084 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 085: measured with nsight on the lab machine, run 85; the bandwidth was about 2085 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 086: measured with nsight on the lab machine, run 86; the bandwidth was about 2086 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 087: measured with nsight on the lab machine, run 87; the bandwidth was about 2087 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 088: measured with nsight on the lab machine, run 88; the bandwidth was about 2088 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 089: measured with nsight on the lab machine, run 89; the bandwidth was about 2089 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 090: measured with nsight on the lab machine, run 90; the bandwidth was about 2090 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 091: measured with nsight on the lab machine, run 91; the bandwidth was about 2091 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 092: measured with nsight on the lab machine, run 92; the bandwidth was about 2092 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 093: measured with nsight on the lab machine, run 93; the bandwidth was about 2093 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 094: measured with nsight on the lab machine, run 94; the bandwidth was about 2094 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 095: measured with nsight on the lab machine, run 95; the bandwidth was about 2095 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 096: measured with nsight on the lab machine, run 96; the bandwidth was about 2096 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 097: measured with nsight on the lab machine, run 97; the bandwidth was about 2097 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 098: measured with nsight on the lab machine, run 98; the bandwidth was about 2098 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 099: measured with nsight on the lab machine, run 99; the bandwidth was about 2099 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 100: measured with nsight on the lab machine, run 100; the bandwidth was about 2100 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 101: measured with nsight on the lab machine, run 101; the bandwidth was about 2101 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 102: measured with nsight on the lab machine, run 102; the bandwidth was about 2102 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 103: measured with nsight on the lab machine, run 103; the bandwidth was about 2103 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 104: measured with nsight on the lab machine, run 104; the bandwidth was about 2104 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 105: measured with nsight on the lab machine, run 105; the bandwidth was about 2105 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 106: measured with nsight on the lab machine, run 106; the bandwidth was about 2106 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 107: measured with nsight on the lab machine, run 107; the bandwidth was about 2107 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 108: measured with nsight on the lab machine, run 108; the bandwidth was about 2108 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 109: measured with nsight on the lab machine, run 109; the bandwidth was about 2109 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 110: measured with nsight on the lab machine, run 110; the bandwidth was about 2110 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 111: measured with nsight on the lab machine, run 111; the bandwidth was about 2111 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 112: measured with nsight on the lab machine, run 112; the bandwidth was about 2112 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 113: measured with nsight on the lab machine, run 113; the bandwidth was about 2113 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 114: measured with nsight on the lab machine, run 114; the bandwidth was about 2114 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 115: measured with nsight on the lab machine, run 115; the bandwidth was about 2115 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 116: measured with nsight on the lab machine, run 116; the bandwidth was about 2116 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 117: measured with nsight on the lab machine, run 117; the bandwidth was about 2117 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 118: measured with nsight on the lab machine, run 118; the bandwidth was about 2118 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 119: measured with nsight on the lab machine, run 119; the bandwidth was about 2119 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 120: measured with nsight on the lab machine, run 120; the bandwidth was about 2120 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 121: measured with nsight on the lab machine, run 121; the bandwidth was about 2121 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 122: measured with nsight on the lab machine, run 122; the bandwidth was about 2122 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 123: measured with nsight on the lab machine, run 123; the bandwidth was about 2123 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 124: measured with nsight on the lab machine, run 124; the bandwidth was about 2124 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 125: measured with nsight on the lab machine, run 125; the bandwidth was about 2125 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 126: measured with nsight on the lab machine, run 126; the bandwidth was about 2126 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 127: measured with nsight on the lab machine, run 127; the bandwidth was about 2127 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 128: measured with nsight on the lab machine, run 128; the bandwidth was about 2128 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 129: measured with nsight on the lab machine, run 129; the bandwidth was about 2129 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 130: measured with nsight on the lab machine, run 130; the bandwidth was about 2130 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 131: measured with nsight on the lab machine, run 131; the bandwidth was about 2131 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 132: measured with nsight on the lab machine, run 132; the bandwidth was about 2132 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 133: measured with nsight on the lab machine, run 133; the bandwidth was about 2133 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 134: measured with nsight on the lab machine, run 134; the bandwidth was about 2134 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 135: measured with nsight on the lab machine, run 135; the bandwidth was about 2135 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 136: measured with nsight on the lab machine, run 136; the bandwidth was about 2136 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 137: measured with nsight on the lab machine, run 137; the bandwidth was about 2137 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 138: measured with nsight on the lab machine, run 138; the bandwidth was about 2138 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 139: measured with nsight on the lab machine, run 139; the bandwidth was about 2139 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 140: measured with nsight on the lab machine, run 140; the bandwidth was about 2140 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 141: measured with nsight on the lab machine, run 141; the bandwidth was about 2141 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 142: measured with nsight on the lab machine, run 142; the bandwidth was about 2142 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 143: measured with nsight on the lab machine, run 143; the bandwidth was about 2143 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 144: measured with nsight on the lab machine, run 144; the bandwidth was about 2144 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 145: measured with nsight on the lab machine, run 145; the bandwidth was about 2145 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 146: measured with nsight on the lab machine, run 146; the bandwidth was about 2146 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 147: measured with nsight on the lab machine, run 147; the bandwidth was about 2147 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 148: measured with nsight on the lab machine, run 148; the bandwidth was about 2148 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 149: measured with nsight on the lab machine, run 149; the bandwidth was about 2149 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 150: measured with nsight on the lab machine, run 150; the bandwidth was about 2150 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 151: measured with nsight on the lab machine, run 151; the bandwidth was about 2151 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 152: measured with nsight on the lab machine, run 152; the bandwidth was about 2152 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 153: measured with nsight on the lab machine, run 153; the bandwidth was about 2153 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 154: measured with nsight on the lab machine, run 154; the bandwidth was about 2154 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 155: measured with nsight on the lab machine, run 155; the bandwidth was about 2155 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 156: measured with nsight on the lab machine, run 156; the bandwidth was about 2156 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 157: measured with nsight on the lab machine, run 157; the bandwidth was about 2157 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 158: measured with nsight on the lab machine, run 158; the bandwidth was about 2158 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 159: measured with nsight on the lab machine, run 159; the bandwidth was about 2159 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 160: measured with nsight on the lab machine, run 160; the bandwidth was about 2160 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 161: measured with nsight on the lab machine, run 161; the bandwidth was about 2161 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 162: measured with nsight on the lab machine, run 162; the bandwidth was about 2162 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 163: measured with nsight on the lab machine, run 163; the bandwidth was about 2163 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 164: measured with nsight on the lab machine, run 164; the bandwidth was about 2164 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 165: measured with nsight on the lab machine, run 165; the bandwidth was about 2165 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 166: measured with nsight on the lab machine, run 166; the bandwidth was about 2166 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 167: measured with nsight on the lab machine, run 167; the bandwidth was about 2167 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 168: measured with nsight on the lab machine, run 168; the bandwidth was about 2168 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 169: measured with nsight on the lab machine, run 169; the bandwidth was about 2169 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 170: measured with nsight on the lab machine, run 170; the bandwidth was about 2170 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 171: measured with nsight on the lab machine, run 171; the bandwidth was about 2171 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 172: measured with nsight on the lab machine, run 172; the bandwidth was about 2172 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 173: measured with nsight on the lab machine, run 173; the bandwidth was about 2173 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 174: measured with nsight on the lab machine, run 174; the bandwidth was about 2174 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 175: measured with nsight on the lab machine, run 175; the bandwidth was about 2175 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 176: measured with nsight on the lab machine, run 176; the bandwidth was about 2176 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 177: measured with nsight on the lab machine, run 177; the bandwidth was about 2177 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 178: measured with nsight on the lab machine, run 178; the bandwidth was about 2178 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 179: measured with nsight on the lab machine, run 179; the bandwidth was about 2179 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 180: measured with nsight on the lab machine, run 180; the bandwidth was about 2180 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 181: measured with nsight on the lab machine, run 181; the bandwidth was about 2181 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 182: measured with nsight on the lab machine, run 182; the bandwidth was about 2182 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 183: measured with nsight on the lab machine, run 183; the bandwidth was about 2183 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 184: measured with nsight on the lab machine, run 184; the bandwidth was about 2184 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 185: measured with nsight on the lab machine, run 185; the bandwidth was about 2185 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 186: measured with nsight on the lab machine, run 186; the bandwidth was about 2186 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 187: measured with nsight on the lab machine, run 187; the bandwidth was about 2187 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 188: measured with nsight on the lab machine, run 188; the bandwidth was about 2188 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 189: measured with nsight on the lab machine, run 189; the bandwidth was about 2189 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 190: measured with nsight on the lab machine, run 190; the bandwidth was about 2190 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 191: measured with nsight on the lab machine, run 191; the bandwidth was about 2191 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 192: measured with nsight on the lab machine, run 192; the bandwidth was about 2192 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 193: measured with nsight on the lab machine, run 193; the bandwidth was about 2193 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 194: measured with nsight on the lab machine, run 194; the bandwidth was about 2194 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 195: measured with nsight on the lab machine, run 195; the bandwidth was about 2195 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 196: measured with nsight on the lab machine, run 196; the bandwidth was about 2196 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 197: measured with nsight on the lab machine, run 197; the bandwidth was about 2197 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 198: measured with nsight on the lab machine, run 198; the bandwidth was about 2198 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 199: measured with nsight on the lab machine, run 199; the bandwidth was about 2199 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 200: measured with nsight on the lab machine, run 200; the bandwidth was about 2200 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 201: measured with nsight on the lab machine, run 201; the bandwidth was about 2201 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 202: measured with nsight on the lab machine, run 202; the bandwidth was about 2202 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 203: measured with nsight on the lab machine, run 203; the bandwidth was about 2203 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 204: measured with nsight on the lab machine, run 204; the bandwidth was about 2204 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 205: measured with nsight on the lab machine, run 205; the bandwidth was about 2205 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 206: measured with nsight on the lab machine, run 206; the bandwidth was about 2206 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 207: measured with nsight on the lab machine, run 207; the bandwidth was about 2207 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 208: measured with nsight on the lab machine, run 208; the bandwidth was about 2208 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 209: measured with nsight on the lab machine, run 209; the bandwidth was about 2209 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 210: measured with nsight on the lab machine, run 210; the bandwidth was about 2210 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 211: measured with nsight on the lab machine, run 211; the bandwidth was about 2211 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 212: measured with nsight on the lab machine, run 212; the bandwidth was about 2212 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 213: measured with nsight on the lab machine, run 213; the bandwidth was about 2213 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 214: measured with nsight on the lab machine, run 214; the bandwidth was about 2214 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 215: measured with nsight on the lab machine, run 215; the bandwidth was about 2215 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 216: measured with nsight on the lab machine, run 216; the bandwidth was about 2216 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 217: measured with nsight on the lab machine, run 217; the bandwidth was about 2217 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 218: measured with nsight on the lab machine, run 218; the bandwidth was about 2218 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 219: measured with nsight on the lab machine, run 219; the bandwidth was about 2219 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 220: measured with nsight on the lab machine, run 220; the bandwidth was about 2220 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 221: measured with nsight on the lab machine, run 221; the bandwidth was about 2221 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 222: measured with nsight on the lab machine, run 222; the bandwidth was about 2222 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 223: measured with nsight on the lab machine, run 223; the bandwidth was about 2223 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 224: measured with nsight on the lab machine, run 224; the bandwidth was about 2224 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 225: measured with nsight on the lab machine, run 225; the bandwidth was about 2225 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 226: measured with nsight on the lab machine, run 226; the bandwidth was about 2226 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 227: measured with nsight on the lab machine, run 227; the bandwidth was about 2227 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 228: measured with nsight on the lab machine, run 228; the bandwidth was about 2228 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 229: measured with nsight on the lab machine, run 229; the bandwidth was about 2229 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 230: measured with nsight on the lab machine, run 230; the bandwidth was about 2230 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 231: measured with nsight on the lab machine, run 231; the bandwidth was about 2231 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 232: measured with nsight on the lab machine, run 232; the bandwidth was about 2232 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 233: measured with nsight on the lab machine, run 233; the bandwidth was about 2233 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 234: measured with nsight on the lab machine, run 234; the bandwidth was about 2234 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 235: measured with nsight on the lab machine, run 235; the bandwidth was about 2235 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 236: measured with nsight on the lab machine, run 236; the bandwidth was about 2236 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 237: measured with nsight on the lab machine, run 237; the bandwidth was about 2237 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 238: measured with nsight on the lab machine, run 238; the bandwidth was about 2238 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 239: measured with nsight on the lab machine, run 239; the bandwidth was about 2239 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 240: measured with nsight on the lab machine, run 240; the bandwidth was about 2240 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 241: measured with nsight on the lab machine, run 241; the bandwidth was about 2241 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 242: measured with nsight on the lab machine, run 242; the bandwidth was about 2242 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 243: measured with nsight on the lab machine, run 243; the bandwidth was about 2243 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 244: measured with nsight on the lab machine, run 244; the bandwidth was about 2244 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 245: measured with nsight on the lab machine, run 245; the bandwidth was about 2245 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 246: measured with nsight on the lab machine, run 246; the bandwidth was about 2246 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 247: measured with nsight on the lab machine, run 247; the bandwidth was about 2247 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 248: measured with nsight on the lab machine, run 248; the bandwidth was about 2248 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 249: measured with nsight on the lab machine, run 249; the bandwidth was about 2249 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 250: measured with nsight on the lab machine, run 250; the bandwidth was about 2250 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 251: measured with nsight on the lab machine, run 251; the bandwidth was about 2251 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 252: measured with nsight on the lab machine, run 252; the bandwidth was about 2252 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 253: measured with nsight on the lab machine, run 253; the bandwidth was about 2253 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 254: measured with nsight on the lab machine, run 254; the bandwidth was about 2254 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 255: measured with nsight on the lab machine, run 255; the bandwidth was about 2255 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 256: measured with nsight on the lab machine, run 256; the bandwidth was about 2256 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 257: measured with nsight on the lab machine, run 257; the bandwidth was about 2257 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 258: measured with nsight on the lab machine, run 258; the bandwidth was about 2258 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 259: measured with nsight on the lab machine, run 259; the bandwidth was about 2259 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 260: measured with nsight on the lab machine, run 260; the bandwidth was about 2260 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 261: measured with nsight on the lab machine, run 261; the bandwidth was about 2261 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 262: measured with nsight on the lab machine, run 262; the bandwidth was about 2262 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 263: measured with nsight on the lab machine, run 263; the bandwidth was about 2263 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 264: measured with nsight on the lab machine, run 264; the bandwidth was about 2264 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 265: measured with nsight on the lab machine, run 265; the bandwidth was about 2265 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 266: measured with nsight on the lab machine, run 266; the bandwidth was about 2266 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 267: measured with nsight on the lab machine, run 267; the bandwidth was about 2267 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 268: measured with nsight on the lab machine, run 268; the bandwidth was about 2268 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 269: measured with nsight on the lab machine, run 269; the bandwidth was about 2269 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 270: measured with nsight on the lab machine, run 270; the bandwidth was about 2270 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 271: measured with nsight on the lab machine, run 271; the bandwidth was about 2271 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 272: measured with nsight on the lab machine, run 272; the bandwidth was about 2272 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 273: measured with nsight on the lab machine, run 273; the bandwidth was about 2273 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 274: measured with nsight on the lab machine, run 274; the bandwidth was about 2274 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 275: measured with nsight on the lab machine, run 275; the bandwidth was about 2275 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 276: measured with nsight on the lab machine, run 276; the bandwidth was about 2276 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 277: measured with nsight on the lab machine, run 277; the bandwidth was about 2277 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 278: measured with nsight on the lab machine, run 278; the bandwidth was about 2278 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 279: measured with nsight on the lab machine, run 279; the bandwidth was about 2279 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 280: measured with nsight on the lab machine, run 280; the bandwidth was about 2280 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 281: measured with nsight on the lab machine, run 281; the bandwidth was about 2281 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 282: measured with nsight on the lab machine, run 282; the bandwidth was about 2282 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 283: measured with nsight on the lab machine, run 283; the bandwidth was about 2283 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 284: measured with nsight on the lab machine, run 284; the bandwidth was about 2284 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 285: measured with nsight on the lab machine, run 285; the bandwidth was about 2285 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 286: measured with nsight on the lab machine, run 286; the bandwidth was about 2286 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 287: measured with nsight on the lab machine, run 287; the bandwidth was about 2287 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 288: measured with nsight on the lab machine, run 288; the bandwidth was about 2288 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 289: measured with nsight on the lab machine, run 289; the bandwidth was about 2289 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 290: measured with nsight on the lab machine, run 290; the bandwidth was about 2290 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 291: measured with nsight on the lab machine, run 291; the bandwidth was about 2291 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 292: measured with nsight on the lab machine, run 292; the bandwidth was about 2292 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 293: measured with nsight on the lab machine, run 293; the bandwidth was about 2293 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 294: measured with nsight on the lab machine, run 294; the bandwidth was about 2294 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 295: measured with nsight on the lab machine, run 295; the bandwidth was about 2295 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 296: measured with nsight on the lab machine, run 296; the bandwidth was about 2296 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 297: measured with nsight on the lab machine, run 297; the bandwidth was about 2297 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 298: measured with nsight on the lab machine, run 298; the bandwidth was about 2298 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 299: measured with nsight on the lab machine, run 299; the bandwidth was about 2299 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 300: measured with nsight on the lab machine, run 300; the bandwidth was about 2300 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 301: measured with nsight on the lab machine, run 301; the bandwidth was about 2301 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 302: measured with nsight on the lab machine, run 302; the bandwidth was about 2302 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 303: measured with nsight on the lab machine, run 303; the bandwidth was about 2303 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 304: measured with nsight on the lab machine, run 304; the bandwidth was about 2304 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 305: measured with nsight on the lab machine, run 305; the bandwidth was about 2305 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 306: measured with nsight on the lab machine, run 306; the bandwidth was about 2306 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 307: measured with nsight on the lab machine, run 307; the bandwidth was about 2307 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 308: measured with nsight on the lab machine, run 308; the bandwidth was about 2308 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 309: measured with nsight on the lab machine, run 309; the bandwidth was about 2309 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 310: measured with nsight on the lab machine, run 310; the bandwidth was about 2310 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 311: measured with nsight on the lab machine, run 311; the bandwidth was about 2311 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 312: measured with nsight on the lab machine, run 312; the bandwidth was about 2312 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 313: measured with nsight on the lab machine, run 313; the bandwidth was about 2313 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 314: measured with nsight on the lab machine, run 314; the bandwidth was about 2314 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 315: measured with nsight on the lab machine, run 315; the bandwidth was about 2315 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 316: measured with nsight on the lab machine, run 316; the bandwidth was about 2316 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 317: measured with nsight on the lab machine, run 317; the bandwidth was about 2317 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 318: measured with nsight on the lab machine, run 318; the bandwidth was about 2318 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 319: measured with nsight on the lab machine, run 319; the bandwidth was about 2319 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 320: measured with nsight on the lab machine, run 320; the bandwidth was about 2320 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 321: measured with nsight on the lab machine, run 321; the bandwidth was about 2321 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 322: measured with nsight on the lab machine, run 322; the bandwidth was about 2322 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 323: measured with nsight on the lab machine, run 323; the bandwidth was about 2323 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 324: measured with nsight on the lab machine, run 324; the bandwidth was about 2324 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 325: measured with nsight on the lab machine, run 325; the bandwidth was about 2325 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 326: measured with nsight on the lab machine, run 326; the bandwidth was about 2326 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 327: measured with nsight on the lab machine, run 327; the bandwidth was about 2327 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 328: measured with nsight on the lab machine, run 328; the bandwidth was about 2328 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 329: measured with nsight on the lab machine, run 329; the bandwidth was about 2329 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 330: measured with nsight on the lab machine, run 330; the bandwidth was about 2330 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 331: measured with nsight on the lab machine, run 331; the bandwidth was about 2331 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 332: measured with nsight on the lab machine, run 332; the bandwidth was about 2332 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 333: measured with nsight on the lab machine, run 333; the bandwidth was about 2333 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 334: measured with nsight on the lab machine, run 334; the bandwidth was about 2334 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 335: measured with nsight on the lab machine, run 335; the bandwidth was about 2335 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 336: measured with nsight on the lab machine, run 336; the bandwidth was about 2336 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 337: measured with nsight on the lab machine, run 337; the bandwidth was about 2337 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 338: measured with nsight on the lab machine, run 338; the bandwidth was about 2338 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 339: measured with nsight on the lab machine, run 339; the bandwidth was about 2339 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 340: measured with nsight on the lab machine, run 340; the bandwidth was about 2340 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 341: measured with nsight on the lab machine, run 341; the bandwidth was about 2341 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 342: measured with nsight on the lab machine, run 342; the bandwidth was about 2342 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 343: measured with nsight on the lab machine, run 343; the bandwidth was about 2343 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 344: measured with nsight on the lab machine, run 344; the bandwidth was about 2344 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 345: measured with nsight on the lab machine, run 345; the bandwidth was about 2345 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 346: measured with nsight on the lab machine, run 346; the bandwidth was about 2346 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 347: measured with nsight on the lab machine, run 347; the bandwidth was about 2347 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 348: measured with nsight on the lab machine, run 348; the bandwidth was about 2348 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 349: measured with nsight on the lab machine, run 349; the bandwidth was about 2349 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 350: measured with nsight on the lab machine, run 350; the bandwidth was about 2350 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 351: measured with nsight on the lab machine, run 351; the bandwidth was about 2351 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 352: measured with nsight on the lab machine, run 352; the bandwidth was about 2352 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 353: measured with nsight on the lab machine, run 353; the bandwidth was about 2353 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 354: measured with nsight on the lab machine, run 354; the bandwidth was about 2354 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 355: measured with nsight on the lab machine, run 355; the bandwidth was about 2355 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 356: measured with nsight on the lab machine, run 356; the bandwidth was about 2356 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 357: measured with nsight on the lab machine, run 357; the bandwidth was about 2357 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 358: measured with nsight on the lab machine, run 358; the bandwidth was about 2358 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 359: measured with nsight on the lab machine, run 359; the bandwidth was about 2359 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 360: measured with nsight on the lab machine, run 360; the bandwidth was about 2360 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 361: measured with nsight on the lab machine, run 361; the bandwidth was about 2361 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 362: measured with nsight on the lab machine, run 362; the bandwidth was about 2362 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 363: measured with nsight on the lab machine, run 363; the bandwidth was about 2363 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 364: measured with nsight on the lab machine, run 364; the bandwidth was about 2364 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 365: measured with nsight on the lab machine, run 365; the bandwidth was about 2365 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 366: measured with nsight on the lab machine, run 366; the bandwidth was about 2366 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 367: measured with nsight on the lab machine, run 367; the bandwidth was about 2367 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.
// Notes 368: measured with nsight on the lab machine, run 368; the bandwidth was about 2368 GB/s. Tried UNROLL=1, BLOCK=544 — ℹ︎ keep float4 loads, they matter most.
// Notes 369: measured with nsight on the lab machine, run 369; the bandwidth was about 2369 GB/s. Tried UNROLL=2, BLOCK=576 — ℹ︎ keep float4 loads, they matter most.
// Notes 370: measured with nsight on the lab machine, run 370; the bandwidth was about 2370 GB/s. Tried UNROLL=3, BLOCK=608 — ℹ︎ keep float4 loads, they matter most.
// Notes 371: measured with nsight on the lab machine, run 371; the bandwidth was about 2371 GB/s. Tried UNROLL=4, BLOCK=640 — ℹ︎ keep float4 loads, they matter most.
// Notes 372: measured with nsight on the lab machine, run 372; the bandwidth was about 2372 GB/s. Tried UNROLL=5, BLOCK=672 — ℹ︎ keep float4 loads, they matter most.
// Notes 373: measured with nsight on the lab machine, run 373; the bandwidth was about 2373 GB/s. Tried UNROLL=6, BLOCK=704 — ℹ︎ keep float4 loads, they matter most.
// Notes 374: measured with nsight on the lab machine, run 374; the bandwidth was about 2374 GB/s. Tried UNROLL=7, BLOCK=736 — ℹ︎ keep float4 loads, they matter most.
// Notes 375: measured with nsight on the lab machine, run 375; the bandwidth was about 2375 GB/s. Tried UNROLL=8, BLOCK=768 — ℹ︎ keep float4 loads, they matter most.
// Notes 376: measured with nsight on the lab machine, run 376; the bandwidth was about 2376 GB/s. Tried UNROLL=1, BLOCK=800 — ℹ︎ keep float4 loads, they matter most.
// Notes 377: measured with nsight on the lab machine, run 377; the bandwidth was about 2377 GB/s. Tried UNROLL=2, BLOCK=832 — ℹ︎ keep float4 loads, they matter most.
// Notes 378: measured with nsight on the lab machine, run 378; the bandwidth was about 2378 GB/s. Tried UNROLL=3, BLOCK=864 — ℹ︎ keep float4 loads, they matter most.
// Notes 379: measured with nsight on the lab machine, run 379; the bandwidth was about 2379 GB/s. Tried UNROLL=4, BLOCK=896 — ℹ︎ keep float4 loads, they matter most.
// Notes 380: measured with nsight on the lab machine, run 380; the bandwidth was about 2380 GB/s. Tried UNROLL=5, BLOCK=928 — ℹ︎ keep float4 loads, they matter most.
// Notes 381: measured with nsight on the lab machine, run 381; the bandwidth was about 2381 GB/s. Tried UNROLL=6, BLOCK=960 — ℹ︎ keep float4 loads, they matter most.
// Notes 382: measured with nsight on the lab machine, run 382; the bandwidth was about 2382 GB/s. Tried UNROLL=7, BLOCK=992 — ℹ︎ keep float4 loads, they matter most.
// Notes 383: measured with nsight on the lab machine, run 383; the bandwidth was about 2383 GB/s. Tried UNROLL=8, BLOCK=1024 — ℹ︎ keep float4 loads, they matter most.
// Notes 384: measured with nsight on the lab machine, run 384; the bandwidth was about 2384 GB/s. Tried UNROLL=1, BLOCK=32 — ℹ︎ keep float4 loads, they matter most.
// Notes 385: measured with nsight on the lab machine, run 385; the bandwidth was about 2385 GB/s. Tried UNROLL=2, BLOCK=64 — ℹ︎ keep float4 loads, they matter most.
// Notes 386: measured with nsight on the lab machine, run 386; the bandwidth was about 2386 GB/s. Tried UNROLL=3, BLOCK=96 — ℹ︎ keep float4 loads, they matter most.
// Notes 387: measured with nsight on the lab machine, run 387; the bandwidth was about 2387 GB/s. Tried UNROLL=4, BLOCK=128 — ℹ︎ keep float4 loads, they matter most.
// Notes 388: measured with nsight on the lab machine, run 388; the bandwidth was about 2388 GB/s. Tried UNROLL=5, BLOCK=160 — ℹ︎ keep float4 loads, they matter most.
// Notes 389: measured with nsight on the lab machine, run 389; the bandwidth was about 2389 GB/s. Tried UNROLL=6, BLOCK=192 — ℹ︎ keep float4 loads, they matter most.
// Notes 390: measured with nsight on the lab machine, run 390; the bandwidth was about 2390 GB/s. Tried UNROLL=7, BLOCK=224 — ℹ︎ keep float4 loads, they matter most.
// Notes 391: measured with nsight on the lab machine, run 391; the bandwidth was about 2391 GB/s. Tried UNROLL=8, BLOCK=256 — ℹ︎ keep float4 loads, they matter most.
// Notes 392: measured with nsight on the lab machine, run 392; the bandwidth was about 2392 GB/s. Tried UNROLL=1, BLOCK=288 — ℹ︎ keep float4 loads, they matter most.
// Notes 393: measured with nsight on the lab machine, run 393; the bandwidth was about 2393 GB/s. Tried UNROLL=2, BLOCK=320 — ℹ︎ keep float4 loads, they matter most.
// Notes 394: measured with nsight on the lab machine, run 394; the bandwidth was about 2394 GB/s. Tried UNROLL=3, BLOCK=352 — ℹ︎ keep float4 loads, they matter most.
// Notes 395: measured with nsight on the lab machine, run 395; the bandwidth was about 2395 GB/s. Tried UNROLL=4, BLOCK=384 — ℹ︎ keep float4 loads, they matter most.
// Notes 396: measured with nsight on the lab machine, run 396; the bandwidth was about 2396 GB/s. Tried UNROLL=5, BLOCK=416 — ℹ︎ keep float4 loads, they matter most.
// Notes 397: measured with nsight on the lab machine, run 397; the bandwidth was about 2397 GB/s. Tried UNROLL=6, BLOCK=448 — ℹ︎ keep float4 loads, they matter most.
// Notes 398: measured with nsight on the lab machine, run 398; the bandwidth was about 2398 GB/s. Tried UNROLL=7, BLOCK=480 — ℹ︎ keep float4 loads, they matter most.
// Notes 399: measured with nsight on the lab machine, run 399; the bandwidth was about 2399 GB/s. Tried UNROLL=8, BLOCK=512 — ℹ︎ keep float4 loads, they matter most.

#include <cstddef>
#include <cuda/std/cstdint>
#include <cuda/std/type_traits>

struct __align__(16) Quad {
    float a, b, c, d;
    __device__ float total() const { return (a + b) + (c + d); }
};
static_assert(sizeof(Quad) == 16 && alignof(Quad) == 16, "one 16-byte load");
static_assert(cuda::std::is_trivially_copyable<Quad>::value, "plain data");

template <typename T>
__host__ __device__ constexpr T smaller(T a, T b) { return b < a ? b : a; }

constexpr unsigned kMaxBlocks = 1024;

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int off = 16; off; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__device__ float block_sum(float v)
{
    __shared__ float lanes[32];
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0)
        lanes[threadIdx.x >> 5] = v;
    __syncthreads();
    v = threadIdx.x < (blockDim.x >> 5) ? lanes[threadIdx.x] : 0.0f;
    return threadIdx.x < 32 ? warp_sum(v) : 0.0f;
}

__global__ void partial_sums(const float *__restrict__ in, float *__restrict__ out, size_t n)
{
    const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    // floats before the first 16-byte boundary, at most 3
    const size_t head = smaller<size_t>(n, ((16 - reinterpret_cast<cuda::std::uintptr_t>(in) % 16) % 16) / sizeof(float));
    const size_t quads = (n - head) / 4;
    const Quad *q = reinterpret_cast<const Quad *>(in + head);
    float acc = 0.0f;
    for (size_t i = tid; i < quads; i += stride)
        acc += q[i].total();
    if (tid < head)
        acc += in[tid];
    for (size_t i = head + quads * 4 + tid; i < n; i += stride)
        acc += in[i];
    acc = block_sum(acc);
    if (threadIdx.x == 0)
        out[blockIdx.x] = acc;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    static float *d_partials = nullptr;
    if (!d_partials && cudaMalloc(&d_partials, kMaxBlocks * sizeof(float)) != cudaSuccess)
        return;
    const size_t want = (n / 4 + block - 1) / block;
    const unsigned blocks = static_cast<unsigned>(smaller<size_t>(want > 0 ? want : 1, kMaxBlocks));
    partial_sums<<<blocks, block>>>(d_input, d_partials, n);
    partial_sums<<<1, block>>>(d_partials, d_result, blocks);
}
