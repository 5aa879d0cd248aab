// LD_PRELOAD library for tst_nonetwork: every socket() for IPv4 or IPv6 made by a process (and the programs
// it starts) is appended to the file GP_SOCKET_LOG names, then made as asked. Local (AF_UNIX) sockets are not
// network connections and are not logged.
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

extern "C" int socket(int domain, int type, int protocol)
{
    using Socket = int (*)(int, int, int);
    static const auto real = reinterpret_cast<Socket>(dlsym(RTLD_NEXT, "socket"));
    if (domain == AF_INET || domain == AF_INET6) {
        if (const char* log = std::getenv("GP_SOCKET_LOG")) {
            const int fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
            if (fd >= 0) {
                char line[128];
                const int n = std::snprintf(line, sizeof line, "%ld socket(%s)\n", long(getpid()),
                                            domain == AF_INET ? "AF_INET" : "AF_INET6");
                if (n > 0 && write(fd, line, std::size_t(n)) < 0) {
                }
                close(fd);
            }
        }
    }
    return real(domain, type, protocol);
}
