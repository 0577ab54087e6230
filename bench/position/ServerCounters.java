import com.sun.management.ThreadMXBean;
import com.sun.tools.attach.VirtualMachine;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * Bytes a server JVM has allocated on its heap since it started, read through its own
 * ThreadMXBean (the JVM's per-thread TLAB accounting: exact, not sampled; threads that have ended
 * are counted too). Attaches to the JVM by process id and starts its local management agent.
 *
 * Usage: java ServerCounters.java PID [PID...]   prints "PID allocated_bytes" a line
 */
public final class ServerCounters {
    public static void main(String[] args) throws Exception {
        List<String> lines = new ArrayList<>();
        for (String pid : args) {
            VirtualMachine vm = VirtualMachine.attach(pid);
            String address;
            try {
                address = vm.startLocalManagementAgent();
            } finally {
                vm.detach();
            }
            try (JMXConnector connector = JMXConnectorFactory.connect(new JMXServiceURL(address))) {
                MBeanServerConnection server = connector.getMBeanServerConnection();
                ThreadMXBean threads = ManagementFactory.newPlatformMXBeanProxy(server,
                        ManagementFactory.THREAD_MXBEAN_NAME, ThreadMXBean.class);
                lines.add(pid + " " + threads.getTotalThreadAllocatedBytes());
            }
        }
        lines.forEach(System.out::println);
    }
}
