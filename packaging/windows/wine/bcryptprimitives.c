/* For trying the game under Wine 8.0 only, never shipped: Rust's standard library draws its
 * random numbers from ProcessPrng in bcryptprimitives.dll, which Windows 10 and later have and
 * Wine 8.0 lacks. This stands in for it with advapi32's RtlGenRandom (SystemFunction036).
 * Built by packaging/windows/try-under-wine into the test prefix's system32. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
