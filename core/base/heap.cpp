#include "heap.h"

#include <cstdlib> // defines __GLIBC__ on glibc systems

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#endif

namespace gp {

void preferHugePagesForHeap()
{
#if defined(__linux__) && defined(__GLIBC__)
    constexpr std::size_t Reserve = std::size_t(512)
                                    << 20; // address space, not memory: pages come on first use
    constexpr std::size_t HugePage = std::size_t(2) << 20;
    // Grow the heap in one large step, keep big blocks (file contents, long lists) on it rather than in
    // separate mappings, and do not give memory back in small pieces.
    mallopt(M_TOP_PAD, int(Reserve));
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, int(Reserve));
    void* block = std::malloc(std::size_t(1) << 20); // more than the heap has free: it grows, with the pad
    if (!block)
        return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(block) + HugePage - 1) & ~(HugePage - 1);
    const auto end = reinterpret_cast<std::uintptr_t>(sbrk(0)) & ~(HugePage - 1);
    if (end > begin)
        madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
    std::free(block);
#endif
}

void preferHugePagesForThreadHeap()
{
#if defined(__linux__) && defined(__GLIBC__)
    // A thread other than the first allocates from an arena of its own: a 64 MiB aligned reservation
    // (glibc's HEAP_MAX_SIZE on 64-bit systems) whose pages come on first use.
    constexpr std::uintptr_t ArenaSize = std::uintptr_t(64) << 20;
    void* probe = std::malloc(64);
    if (!probe)
        return;
    const auto base = reinterpret_cast<std::uintptr_t>(probe) & ~(ArenaSize - 1);
    std::free(probe);
    if (base == 0)
        return;
    madvise(reinterpret_cast<void*>(base), ArenaSize, MADV_HUGEPAGE);
#endif
}

} // namespace gp
