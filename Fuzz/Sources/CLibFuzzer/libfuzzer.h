// The one libFuzzer entry point the fuzz targets call. libFuzzer itself is linked by
// `-sanitize=fuzzer`; this header only declares it.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line, calling `callback` for each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
